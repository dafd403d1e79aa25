'use client';

import { useEffect, useRef, useState } from 'react';
import type { PlaceNear } from '@kavach/contracts';
import {
  centreMapLabel,
  distanceText,
  frameAround,
  framePoints,
  inside,
  project,
  type GeoPoint,
  type MapFrame,
} from '../map-frame';

export interface MapPin extends GeoPoint {
  label: string;
}

export interface SrMapProps {
  address: MapPin;
  technician: MapPin | null;
  /** The service centre of a carry-in or pick & drop request (decision 078). */
  centre?: MapPin | null;
  distanceM: number | null;
  places: readonly PlaceNear[];
  tiles: { url: string; attribution: string } | null;
}

/** The picture's box: 4 : 3, so a phone's width still leaves a map tall enough to read. */
const W = 400;
const H = 300;
/** Place names drawn on the picture: the nearest few, so labels do not pile up. */
const LABELLED_PLACES = 6;
/** A label's box, roughly: names run to the right of their dot. */
const LABEL_W = 110;
const LABEL_H = 18;

/**
 * Which places get their name written: nearest first, at most LABELLED_PLACES, none whose label
 * would overlap another label or a pin's own label (the pins' names matter most).
 */
export function labelledPlaces(
  spots: readonly { x: number; y: number }[],
  pins: readonly { x: number; y: number }[],
): Set<number> {
  const taken = pins.map((p) => ({ x: p.x, y: p.y - 16 }));
  const chosen = new Set<number>();
  const clash = (a: { x: number; y: number }, b: { x: number; y: number }) =>
    Math.abs(a.x - b.x) < LABEL_W && Math.abs(a.y - b.y) < LABEL_H;
  spots.forEach((spot, i) => {
    if (chosen.size >= LABELLED_PLACES) return;
    if (taken.some((other) => clash(spot, other))) return;
    taken.push(spot);
    chosen.add(i);
  });
  return chosen;
}
export const OPEN_DATA_CREDIT = 'Places: India Post PIN directory (data.gov.in, GODL-India)';

/**
 * The map of a request: first a picture drawn from the props (server-rendered, works without
 * scripts and without any tile server), then, once it scrolls into view, Leaflet takes over the
 * same box for panning and zooming. If Leaflet cannot load, the picture stays.
 */
/** The area shown, by the picture and by the live map alike. */
export const frameOf = (p: Pick<SrMapProps, 'address' | 'technician' | 'centre'>): MapFrame =>
  frameAround(framePoints(p), W, H);

export function SrMap(props: SrMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const live = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<'picture' | 'live'>('picture');

  useEffect(() => {
    const target = box.current;
    const mount = live.current;
    if (!target || !mount || typeof IntersectionObserver === 'undefined') return;
    let cancelled = false;
    let unmount: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        import('./leaflet-view')
          .then(({ mountLeaflet }) => {
            if (cancelled) return;
            unmount = mountLeaflet(mount, props, frameOf(props));
            setMode('live');
          })
          .catch(() => undefined); // the picture stays
      },
      { rootMargin: '200px' },
    );
    observer.observe(target);
    return () => {
      cancelled = true;
      observer.disconnect();
      unmount?.();
    };
    // Drawn once per view: the props come from the server render and do not change.
  }, []);

  const { address, technician, distanceM, places } = props;
  const centre = props.centre ?? null;
  const frame = frameOf(props);
  const a = project(frame, address);
  const t = technician ? project(frame, technician) : null;
  const c = centre ? project(frame, centre) : null;
  const shown = places.filter((p) => inside(frame, p));
  const labelled = labelledPlaces(
    shown.map((p) => project(frame, p)),
    [a, ...(t ? [t] : []), ...(c ? [c] : [])],
  );
  const summary = [
    'Map: your address',
    technician
      ? ` and ${technician.label}${distanceM !== null ? `, ${distanceText(distanceM)} apart` : ''}`
      : '',
    centre ? `; service centre: ${centre.label}` : '',
  ].join('');
  // A label that would run off the right edge is written to the left of its pin.
  const labelAt = (p: { x: number; y: number }, dy: number) =>
    p.x > W * 0.55
      ? { x: p.x - 14, y: p.y + dy, textAnchor: 'end' as const }
      : { x: p.x + 14, y: p.y + dy, textAnchor: 'start' as const };

  return (
    <figure className="space-y-2" data-testid="sr-map" data-map-mode={mode}>
      <div
        ref={box}
        className="relative aspect-[4/3] w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-50"
      >
        <svg
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-label={summary}
          className={`absolute inset-0 h-full w-full ${mode === 'live' ? 'invisible' : ''}`}
        >
          <rect width={W} height={H} fill="#f8fafc" />
          {shown.map((p, i) => {
            const at = project(frame, p);
            return (
              <g key={p.pincode + p.name} fill="#94a3b8">
                <circle cx={at.x} cy={at.y} r={3} />
                {labelled.has(i) ? (
                  <text x={at.x + 6} y={at.y + 4} fontSize={13} fill="#475569">
                    {p.name}
                  </text>
                ) : null}
              </g>
            );
          })}
          {t ? (
            <line
              x1={a.x}
              y1={a.y}
              x2={t.x}
              y2={t.y}
              stroke="#0f766e"
              strokeWidth={3}
              strokeDasharray="8 6"
            />
          ) : null}
          <g>
            <circle cx={a.x} cy={a.y} r={10} fill="#1d4ed8" stroke="#fff" strokeWidth={3} />
            <text x={a.x + 14} y={a.y - 10} fontSize={14} fontWeight={600} fill="#1e3a8a">
              {address.label}
            </text>
          </g>
          {c && centre ? (
            <g data-pin="service-centre">
              <line
                x1={a.x}
                y1={a.y}
                x2={c.x}
                y2={c.y}
                stroke="#b45309"
                strokeWidth={2}
                strokeDasharray="3 5"
              />
              <rect
                x={c.x - 9}
                y={c.y - 9}
                width={18}
                height={18}
                rx={3}
                fill="#b45309"
                stroke="#fff"
                strokeWidth={3}
              />
              <text {...labelAt(c, 24)} fontSize={14} fontWeight={600} fill="#78350f">
                {centreMapLabel(centre.label)}
              </text>
            </g>
          ) : null}
          {t && technician ? (
            <g>
              <circle cx={t.x} cy={t.y} r={10} fill="#0f766e" stroke="#fff" strokeWidth={3} />
              <text x={t.x + 14} y={t.y - 10} fontSize={14} fontWeight={600} fill="#134e4a">
                {technician.label}
              </text>
            </g>
          ) : null}
        </svg>
        <div
          ref={live}
          className={`absolute inset-0 ${mode === 'live' ? '' : 'pointer-events-none opacity-0'}`}
        />
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <span>
          <span
            aria-hidden="true"
            className="mr-1 inline-block h-3 w-3 rounded-full bg-blue-700 align-middle"
          />
          {address.label}
          {technician ? (
            <>
              <span
                aria-hidden="true"
                className="ml-3 mr-1 inline-block h-3 w-3 rounded-full bg-teal-700 align-middle"
              />
              {technician.label}
              {distanceM !== null ? <strong className="ml-2">{distanceText(distanceM)} away</strong> : null}
            </>
          ) : null}
          {centre ? (
            <>
              <span
                aria-hidden="true"
                className="ml-3 mr-1 inline-block h-3 w-3 rounded-sm bg-amber-700 align-middle"
              />
              Service centre
            </>
          ) : null}
        </span>
        <span className="text-xs text-slate-500">
          {props.tiles ? props.tiles.attribution : OPEN_DATA_CREDIT}
        </span>
      </figcaption>
    </figure>
  );
}
