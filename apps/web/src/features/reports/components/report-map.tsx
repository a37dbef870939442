import 'leaflet/dist/leaflet.css';
import '../../../components/maps/leaflet-theme.css';
import { Box } from '@mantine/core';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';
import { TILE_URL } from '../../../lib/map-tiles';

/** docs/product.md "Alert page": the map's default centre is New York, zoom 15. */
const NEW_YORK: [number, number] = [40.7128, -74.006];

/** Where a report was sent from; without coordinates, New York. Still renders when tiles cannot load. */
export function ReportMap({ lat, lon, label }: { lat: number | null; lon: number | null; label: string }) {
  const here: [number, number] | null = lat === null || lon === null ? null : [lat, lon];
  return (
    <Box
      h={280}
      style={{ borderRadius: 8, overflow: 'hidden' }}
      aria-label="Map of where it happened"
      role="region"
    >
      <MapContainer center={here ?? NEW_YORK} zoom={here ? 11 : 15} style={{ height: '100%', width: '100%' }}>
        <TileLayer url={TILE_URL} attribution="&copy; OpenStreetMap contributors" />
        {here && (
          <CircleMarker center={here} radius={10} pathOptions={{ color: '#e03131', fillOpacity: 0.6 }}>
            <Tooltip permanent>{label}</Tooltip>
          </CircleMarker>
        )}
      </MapContainer>
    </Box>
  );
}
