interface CloseButtonProps {
  label: string;
  className: string;
  onClick?: () => void;
  /** More attributes, such as an invoker command (components/invoker.ts). */
  attributes?: Record<string, string>;
  /** Announced as unavailable, and a press does nothing (it stays focusable: aria-disabled). */
  unavailable?: boolean;
}

/** A × button named for what it does ("Close", "Clear the date"…); the × itself is hidden from screen readers. */
export function CloseButton({ label, className, onClick, attributes, unavailable = false }: CloseButtonProps) {
  return (
    <button
      type="button"
      onClick={(event) => (unavailable ? event.preventDefault() : onClick?.())}
      aria-label={label}
      aria-disabled={unavailable || undefined}
      {...attributes}
      className={`flex shrink-0 items-center justify-center rounded-lg leading-none aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ${className}`}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
