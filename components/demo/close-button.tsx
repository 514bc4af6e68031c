interface CloseButtonProps {
  label: string;
  className: string;
  onClick?: () => void;
  /** `submit` inside a `<form method="dialog">` closes the dialog without any code. */
  type?: 'button' | 'submit';
}

/** A × button named for what it does ("Close", "Clear the date"…); the × itself is hidden from screen readers. */
export function CloseButton({ label, className, onClick, type = 'button' }: CloseButtonProps) {
  return (
    <button
      type={type}
      onClick={onClick}
      aria-label={label}
      className={`flex shrink-0 items-center justify-center rounded-lg leading-none ${className}`}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
