import type { Country } from '@content/services/service-types';

/** Qatar's nine-point serrated band, drawn as one path over the maroon field. */
function serratedBandPath(): string {
  const points = 9;
  const height = 22;
  const step = height / points;
  const teeth = Array.from({ length: points }, (_, index) => `L11,${index * step + step / 2} L8,${(index + 1) * step}`);
  return `M0,0 L8,0 ${teeth.join(' ')} L0,${height} Z`;
}

/** A small decorative flag; the card it sits on names the country in text. */
export function CountryFlag({ country }: { country: Country }) {
  return (
    <svg
      width="36"
      height="22"
      viewBox="0 0 36 22"
      aria-hidden="true"
      className="shrink-0 overflow-hidden rounded-sm ring-1 ring-border"
    >
      {country === 'qatar' ? (
        <>
          <rect width="36" height="22" fill="#8a1538" />
          <path d={serratedBandPath()} fill="#ffffff" />
        </>
      ) : (
        <>
          <rect width="36" height="22" fill="#ae1c28" />
          <rect y="7.33" width="36" height="7.34" fill="#ffffff" />
          <rect y="14.67" width="36" height="7.33" fill="#21468b" />
        </>
      )}
    </svg>
  );
}
