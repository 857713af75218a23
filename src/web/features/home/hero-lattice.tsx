import { useDomId } from '@web/page-runtime/dom-id';

/**
 * A mashrabiya-style lattice: eight-pointed stars (two interlaced squares)
 * joined to their neighbours, tiled across the hero. Drawn in currentColor so
 * the theme decides its colour.
 */
export function HeroLattice({ className }: { className?: string }) {
  const patternId = `${useDomId().replace(/[^\w-]/g, '')}-lattice`;
  return (
    <svg aria-hidden="true" focusable="false" className={className} width="100%" height="100%">
      <defs>
        <pattern id={patternId} width="56" height="56" patternUnits="userSpaceOnUse">
          <g fill="none" stroke="currentColor" strokeWidth="1.1">
            <rect x="14" y="14" width="28" height="28" />
            <path d="M28 8.2 47.8 28 28 47.8 8.2 28Z" />
            <path d="M28 0v8.2M28 47.8V56M0 28h8.2M47.8 28H56M14 14 0 0M42 14 56 0M42 42l14 14M14 42 0 56" />
            <circle cx="28" cy="28" r="5" />
          </g>
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${patternId})`} />
    </svg>
  );
}
