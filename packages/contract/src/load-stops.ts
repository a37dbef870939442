/**
 * The wire names of a load's stops (docs/product.md "Load form": some snake_case, some camelCase). No zod
 * here: the drivers' app reads a load's stops by these names too.
 */
const loadStop = <S extends string, C extends string>(stop: S, camel: C) =>
  ({
    openTime: `open_time_${stop}`,
    closeTime: `close_time_${stop}`,
    nameLocation: `nameLocation${camel}`,
    postalCode: `postalCode${camel}`,
    stateCode: `state_code_${stop}`,
    city: `city_${stop}`,
    phone: `phone_${stop}`,
  }) as const;
export const loadStopKeys = {
  pickup: loadStop('pickup', 'Pickup'),
  delivery: loadStop('delivery', 'Delivery'),
} as const;
