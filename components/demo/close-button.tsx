/** A × button named for what it does ("Close", "Clear the date"…); the × itself is hidden from screen readers. */
export function CloseButton({ label, onClick, className }: { label: string; onClick: () => void; className: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`flex shrink-0 items-center justify-center rounded-lg leading-none ${className}`}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
