interface Point {
  lat: number | null;
  lng: number | null;
  label: string;
}

/**
 * THE MAP'S PLACE on the tracker (issue 20 §3). The lead builds the map component (MapLibre or
 * Leaflet, loaded lazily, drawing from bundled open data with no tile source configured) and swaps
 * it in here with these props. Until then this says, in words, what the map will show, so the page
 * never shows a broken map.
 */
export function TrackerMapSlot({
  address,
  technician,
  distance,
}: {
  address: Point;
  technician: Point | null;
  distance: string | null;
}) {
  const located = address.lat !== null && address.lng !== null;
  return (
    <section className="kv-card" aria-labelledby="sr-map-title" data-map-slot>
      <h2 id="sr-map-title" className="kv-h4">
        Map
      </h2>
      <div className="mt-3 grid min-h-32 place-items-center rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-center text-sm text-slate-700">
        <p>
          {located ? `Your address: ${address.label}` : 'Your address is not placed on the map yet.'}
          {technician ? (
            <>
              <br />
              {`Technician: ${technician.label}${distance ? `, ${distance}` : ''}`}
            </>
          ) : null}
        </p>
      </div>
    </section>
  );
}
