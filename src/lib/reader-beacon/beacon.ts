/**
 * What the reader beacon sends and where: shared by the tracker (browser) and the endpoint that
 * receives it (src/pages/api/seen.ts). The path names neither analytics nor tracking: content
 * blockers refuse requests to addresses with such words.
 */
export const BEACON_PATH = '/api/seen';

/** Screen classes, by the viewport's width in CSS pixels. */
export const deviceClasses = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

export function deviceClassOf(viewportWidth: number): DeviceClass {
  if (viewportWidth < 640) return 'phone';
  if (viewportWidth < 1024) return 'tablet';
  return 'desktop';
}

/** The beacon's JSON body, as the tracker writes it. */
export interface BeaconBody {
  kind: 'view' | 'read';
  path: string;
  /** "<type>:<uuid>" of the record the page shows. */
  record?: string;
  /** The referring page's address (document.referrer). */
  referrer?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  device: DeviceClass;
  /** navigator.webdriver: the browser says it is driven by automation. */
  webdriver?: boolean;
}
