/** The salon's pin on OpenStreetMap (no key, no tracking script), for "Preview on a map". */
export function mapPreviewUrl(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(6);
  const lon = longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
