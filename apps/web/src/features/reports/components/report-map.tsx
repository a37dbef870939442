import 'leaflet/dist/leaflet.css';
import '../../../components/maps/leaflet-theme.css';
import { Box, EmptyState } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';
import { TILE_URL } from '../../../lib/map-tiles';

/**
 * Where a report was sent from (docs/product.md "Alert page"). Without a position, no map: one centred on the
 * spec's default (New York) would look like the place of the alert; the box says no position was sent.
 * Still renders when tiles cannot load.
 */
export function ReportMap({ lat, lon, label }: { lat: number | null; lon: number | null; label: string }) {
  const here: [number, number] | null = lat === null || lon === null ? null : [lat, lon];
  return (
    <Box
      h={280}
      style={{
        borderRadius: 8,
        overflow: 'hidden',
        border: here ? undefined : '1px dashed var(--mantine-color-default-border)',
      }}
      aria-label="Map of where it happened"
      role="region"
    >
      {here ? (
        <MapContainer center={here} zoom={11} style={{ height: '100%', width: '100%' }}>
          <TileLayer url={TILE_URL} attribution="&copy; OpenStreetMap contributors" />
          <CircleMarker center={here} radius={10} pathOptions={{ color: '#e03131', fillOpacity: 0.6 }}>
            <Tooltip permanent>{label}</Tooltip>
          </CircleMarker>
        </MapContainer>
      ) : (
        <EmptyState
          h="100%"
          title="No position sent"
          description="The driver's phone sent no location with this report, so there is no place to show."
          icon={<IconMapPinOff size={26} aria-hidden />}
          withIndicatorBackground
        />
      )}
    </Box>
  );
}
