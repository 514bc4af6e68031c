interface CloseButtonProps {
  label: string;
  className: string;
  onClick?: () => void;
  /** More attributes, such as an invoker command (components/invoker.ts). */
  attributes?: Record<string, string>;
}

/** A × button named for what it does ("Close", "Clear the date"…); the × itself is hidden from screen readers. */
export function CloseButton({ label, className, onClick, attributes }: CloseButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      {...attributes}
      className={`flex shrink-0 items-center justify-center rounded-lg leading-none ${className}`}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
