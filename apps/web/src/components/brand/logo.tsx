import { PRODUCT_NAME } from '@fletx/contract/constants';
import { Group, Text } from '@mantine/core';
import { LogoMark, type LogoMarkProps } from './logo-mark';

export type LogoProps = LogoMarkProps & {
  /** Font size of the product name. */
  textSize?: number;
};

/** The mark and the product name, e.g. in the side navigation and on the login screen. */
export function Logo({ size = 32, variant = 'color', textSize = 20 }: LogoProps) {
  return (
    <Group gap={10} wrap="nowrap" role="img" aria-label={PRODUCT_NAME}>
      <LogoMark size={size} variant={variant} />
      <Text
        component="span"
        fz={textSize}
        fw={800}
        lh={1}
        c={variant === 'white' ? 'white' : undefined}
        style={{ letterSpacing: '-0.02em' }}
        aria-hidden="true"
      >
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
