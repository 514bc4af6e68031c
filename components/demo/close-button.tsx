interface CloseButtonProps {
  label: string;
  className: string;
  onClick?: () => void;
  /** `submit` inside a `<form method="dialog">` closes the dialog without any code. */
  type?: 'button' | 'submit';
  /** Announced as unavailable, and a press does nothing (it stays focusable: aria-disabled). */
  unavailable?: boolean;
}

/** A × button named for what it does ("Close", "Clear the date"…); the × itself is hidden from screen readers. */
export function CloseButton({ label, className, onClick, type = 'button', unavailable = false }: CloseButtonProps) {
  return (
    <button
      type={type}
      onClick={(event) => (unavailable ? event.preventDefault() : onClick?.())}
      aria-label={label}
      aria-disabled={unavailable || undefined}
      className={`flex shrink-0 items-center justify-center rounded-lg leading-none aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ${className}`}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
