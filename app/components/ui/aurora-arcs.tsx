/**
 * Two soft arcs, the northern lights of the firm's name: the brand's one drawn sign, behind a
 * statement band and the closing band. In `currentColor`, drawn in a 640 × 768 box.
 */
const arcs = [
  { d: "M-40 300C120 180 360 140 680 230", opacity: 0.14 },
  { d: "M-40 360C160 250 420 230 680 320", opacity: 0.08 },
];

function AuroraArcs() {
  return arcs.map((arc) => (
    <path
      key={arc.d}
      d={arc.d}
      fill="none"
      stroke="currentColor"
      strokeWidth="36"
      strokeLinecap="round"
      opacity={arc.opacity}
    />
  ));
}

/** The arcs across a band, behind its text (which needs `relative`): the band's `overflow-hidden` crops them. */
export function AuroraBackdrop({ className = "" }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      // The arcs' own strip of the 640 × 768 box, stretched across the band.
      viewBox="0 130 640 260"
      preserveAspectRatio="none"
      className={`absolute inset-0 size-full ${className}`}
    >
      <AuroraArcs />
    </svg>
  );
}
