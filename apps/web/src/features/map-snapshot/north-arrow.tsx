/** The compass of the printable map: a north arrow (the map is never rotated: north is up). */
export function NorthArrow({ letter, label }: { letter: string; label: string }) {
  return (
    <svg
      viewBox="0 0 40 56"
      width={40}
      height={56}
      role="img"
      aria-label={label}
      data-testid="north-arrow"
    >
      <text x={20} y={12} textAnchor="middle" fontSize={12} fontWeight={600} fill="#1f2a24">
        {letter}
      </text>
      <polygon points="20,16 30,52 20,44" fill="#1f2a24" />
      <polygon points="20,16 10,52 20,44" fill="#ffffff" stroke="#1f2a24" strokeWidth={1} />
    </svg>
  );
}
