import 'leaflet/dist/leaflet.css';
import '../../../components/maps/leaflet-theme.css';
import type { RouteMapData } from '@fletx/contract/tracking';
import { Anchor, Badge, Box, Flex, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { type LatLngExpression, latLngBounds } from 'leaflet';
import { useEffect, useRef } from 'react';
import { CircleMarker, MapContainer, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { Link } from 'react-router';
import { PageCard } from '../../../components/cards/page-card';
import { LoadedQuery } from '../../../components/layouts/query-content';
import { useLiveUpdates } from '../../../components/live/live-updates';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { EMPTY_VALUE, formatDateTime } from '../../../lib/format';
import { TILE_URL } from '../../../lib/map-tiles';
import { useLoadReports, useRouteMap } from '../api/get-load-details';

/** docs/product.md "Tracking": the map opens on New York at zoom 15. */
const NEW_YORK: LatLngExpression = [40.7128, -74.006];
const DEFAULT_ZOOM = 15;

/** Fits the view to the track and markers the first time they are known, not on every update. */
function FitToRoute({ corners }: { corners: [number, number][] }) {
  const map = useMap();
  const fitted = useRef(false);
  useEffect(() => {
    if (fitted.current || corners.length === 0) return;
    fitted.current = true;
    map.fitBounds(latLngBounds(corners), { padding: [32, 32], maxZoom: 12 });
  }, [corners, map]);
  return null;
}

const STATUS_COLORS: Record<string, string> = { Pending: 'orange', 'In progress': 'blue', Resolved: 'green' };

/** The load's alerts and cancellation requests, newest first, each linking to its alert page. */
function AlertsPanel({ loadId }: { loadId: number }) {
  const reports = useLoadReports(loadId);
  if (reports.isPending) return <Loader size="sm" />;
  if (reports.isError)
    return (
      <Text size="sm" c="red">
        {getErrorMessage(reports.error)}
      </Text>
    );
  const items = reports.data.data;
  if (items.length === 0) {
    return (
      <Stack align="center" gap={6} py="xl" data-testid="alerts-panel">
        <IconBellOff size={26} aria-hidden color="gray" />
        <Text size="sm" c="dimmed">
          No alerts for this load
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" data-testid="alerts-panel">
      {items.map((r) => (
        <Stack key={r.id} gap={2}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Anchor component={Link} to={paths.app.alerts.getHref(r.id)} size="sm" fw={600}>
              {r.report_type_name}
            </Anchor>
            <Badge size="xs" variant="light" color={STATUS_COLORS[r.status_name] ?? 'gray'}>
              {r.status_name}
            </Badge>
          </Group>
          <Text size="sm" lineClamp={2}>
            {r.text}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(r.created_at)}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

/** A pickup or delivery on the map (at its city's centre), named in a tooltip that stays open. */
function StopMarker({ stop, label, color }: { stop: RouteMapData['pickup']; label: string; color: string }) {
  if (!stop) return null;
  return (
    <CircleMarker center={[stop.lat, stop.lon]} radius={9} pathOptions={{ color, fillOpacity: 0.9 }}>
      <Tooltip permanent direction="top">
        {label} · {stop.name}
      </Tooltip>
    </CircleMarker>
  );
}

function RouteMap({ data }: { data: RouteMapData }) {
  const track = data.points.map((p): [number, number] => [p.lat, p.lon]);
  return (
    <Box data-testid="route-map" role="region" aria-label="Route map">
      <MapContainer
        center={NEW_YORK}
        zoom={DEFAULT_ZOOM}
        style={{
          height: 480,
          width: '100%',
          borderRadius: 8,
          background: 'var(--mantine-color-default-hover)',
        }}
      >
        <TileLayer url={TILE_URL} attribution="&copy; OpenStreetMap contributors" />
        <FitToRoute
          corners={[
            ...track,
            ...[data.pickup, data.delivery].flatMap((stop) =>
              stop ? [[stop.lat, stop.lon] as [number, number]] : [],
            ),
          ]}
        />
        {track.length > 1 ? (
          <Polyline positions={track} pathOptions={{ color: '#4263eb', weight: 4 }} />
        ) : null}
        <StopMarker stop={data.pickup} label="Pickup" color="#2f9e44" />
        <StopMarker stop={data.delivery} label="Delivery" color="#e03131" />
        {data.last_position ? (
          <CircleMarker
            center={[data.last_position.lat, data.last_position.lon]}
            radius={8}
            className="last-position-marker"
            pathOptions={{ color: '#1c7ed6', fillColor: '#fff', fillOpacity: 1, weight: 4 }}
          >
            <Tooltip>Last position · {formatDateTime(data.last_position.at)}</Tooltip>
          </CircleMarker>
        ) : null}
      </MapContainer>
    </Box>
  );
}

/**
 * /fletx/load-details/route-map?id: the track (moved by live updates, polled every 10 s while they are off),
 * markers and the Alerts panel.
 */
export function RouteMapTab({ loadId }: { loadId: number }) {
  const route = useRouteMap(loadId);
  const live = useLiveUpdates() === 'live';
  return (
    <LoadedQuery query={route} loading="Loading the route" failed="The route could not be loaded.">
      {({ data }) => (
        <Flex gap="md" direction={{ base: 'column', lg: 'row' }} align="flex-start">
          <Box style={{ flex: 2, minWidth: 0, width: '100%' }}>
            <PageCard>
              <Stack gap="xs">
                <Group justify="space-between">
                  <Title order={3} size="h5">
                    Route map
                  </Title>
                  <Group gap="xs">
                    <Badge variant="light">{data.status}</Badge>
                    <Badge variant="outline" color="gray">
                      {data.points.length} positions
                    </Badge>
                  </Group>
                </Group>
                <RouteMap data={data} />
                <Text size="xs" c="dimmed">
                  Last position:{' '}
                  {data.last_position
                    ? `${formatDateTime(data.last_position.at)} · ${data.last_position.lat.toFixed(4)}, ${data.last_position.lon.toFixed(4)}`
                    : EMPTY_VALUE}{' '}
                  · Pickup and delivery markers sit on the city centre.{' '}
                  {live ? 'Moves as the driver reports.' : 'Updates every 10 seconds.'}
                </Text>
              </Stack>
            </PageCard>
          </Box>
          <Box style={{ flex: 1, minWidth: 260, width: '100%' }}>
            <PageCard>
              <Title order={3} size="h5" mb="sm">
                Alerts
              </Title>
              <AlertsPanel loadId={loadId} />
            </PageCard>
          </Box>
        </Flex>
      )}
    </LoadedQuery>
  );
}
