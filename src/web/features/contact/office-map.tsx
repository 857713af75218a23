import { offices, type Office } from '@content/contact/offices';
import { countryLabels, type Country } from '@content/about/countries';
import { useMessages } from '@web/i18n/use-messages';
import { textDirection } from '@shared/locales';
import { useLocale, useLocalized } from '@web/lib/use-locale';
import { contactMessages } from './contact-messages';
import { mapPanels, outlinePath, panelWidth, project, type MapPanel } from './office-map-shapes';

const landClasses: Record<Country, string> = {
  qatar: 'fill-primary-soft stroke-primary/50',
  netherlands: 'fill-accent/20 stroke-accent-strong/50',
};

/** Labels that would collide with a neighbour's sit on the marker's other side. */
const labelsToTheWest: ReadonlySet<Office['id']> = new Set(['the-hague']);

function officePoint(office: Office) {
  return project(mapPanels[office.country], [office.position.lon, office.position.lat]);
}

function CountryPanel({ country, panel }: { country: Country; panel: MapPanel }) {
  const localized = useLocalized();
  const centre = panel.box.x + panelWidth(panel) / 2;
  return (
    <g>
      <path d={outlinePath(panel)} className={landClasses[country]} strokeWidth="1.5" strokeLinejoin="round" />
      <text x={centre} y={panel.box.y + panel.box.height + 34} textAnchor="middle" className="fill-fg-muted text-[17px] font-semibold">
        {localized(countryLabels[country])}
      </text>
    </g>
  );
}

/**
 * The three offices on a drawn map: the Netherlands and Qatar each in a frame
 * of its own scale, joined by the route between Amsterdam and Doha. Static
 * SVG made here; no tiles, nothing from another host.
 */
export function OfficeMap() {
  const t = useMessages(contactMessages);
  const locale = useLocale();
  const localized = useLocalized();
  const [doha, amsterdam] = [offices.find((office) => office.id === 'doha'), offices.find((office) => office.id === 'amsterdam')];
  const from = amsterdam && officePoint(amsterdam);
  const to = doha && officePoint(doha);
  const top = from && to ? { x: (from.x + to.x) / 2, y: 40 } : undefined;

  return (
    <svg
      viewBox="0 0 640 400"
      width="640"
      height="400"
      role="img"
      aria-labelledby="office-map-title"
      aria-describedby="office-map-description"
      className="h-auto w-full rounded-2xl border border-border bg-secondary-soft/40 [direction:ltr]"
    >
      <title id="office-map-title">{t('offices.mapTitle')}</title>
      <desc id="office-map-description">{t('offices.mapDescription', { distance: t('offices.distance') })}</desc>
      <CountryPanel country="netherlands" panel={mapPanels.netherlands} />
      <CountryPanel country="qatar" panel={mapPanels.qatar} />
      {from && to && top ? (
        <g>
          <path
            d={`M${from.x} ${from.y} Q${top.x} ${top.y} ${to.x} ${to.y}`}
            fill="none"
            strokeWidth="2"
            strokeDasharray="6 6"
            strokeLinecap="round"
            className="stroke-fg-muted/70"
          />
          <text
            x={top.x}
            y={(from.y + to.y) / 4 + top.y / 2 - 12}
            textAnchor="middle"
            direction={textDirection(locale)}
            className="fill-fg text-[16px] font-medium"
          >
            {t('offices.distance')}
          </text>
        </g>
      ) : null}
      {offices.map((office) => {
        const point = officePoint(office);
        const west = labelsToTheWest.has(office.id);
        return (
          <g key={office.id}>
            <circle cx={point.x} cy={point.y} r="13" className="fill-primary/20" />
            <circle cx={point.x} cy={point.y} r="6" strokeWidth="2.5" className="fill-primary stroke-surface-raised" />
            <text
              x={point.x + (west ? -10 : 14)}
              y={point.y + (west ? 22 : -6)}
              textAnchor={west ? 'end' : 'start'}
              className="fill-fg text-[17px] font-semibold"
            >
              {localized(office.city)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
