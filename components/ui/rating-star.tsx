/**
 * One of a rating's five stars, filled up to the rating. Drawn for the eye only: what stands beside
 * the stars says the rating in words, and hides them (`aria-hidden` here or on what holds them).
 */
export function RatingStar({
  filled,
  className,
  'aria-hidden': hidden,
}: {
  filled: boolean;
  className: string;
  'aria-hidden'?: boolean;
}) {
  return (
    <svg aria-hidden={hidden} viewBox="0 0 20 20" className={className}>
      <path
        d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.2"
      />
    </svg>
  );
}
