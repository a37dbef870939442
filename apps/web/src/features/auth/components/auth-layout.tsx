import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@fletx/contract/constants';
import { Box, Flex, Paper, Stack, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { LogoMark } from '../../../components/brand/logo';
import classes from './auth-layout.module.css';

/**
 * The login shell (docs/product.md "Login screen"): two columns, the form on the left and the product logo
 * with the tagline on the right. On a narrow screen the brand becomes a band above the form.
 */
export function AuthLayout() {
  return (
    <Flex direction={{ base: 'column-reverse', md: 'row' }} mih="100vh">
      <Box component="main" className={classes.formColumn}>
        <Paper withBorder radius="md" p="xl" shadow="sm" w="100%" maw={420}>
          <Outlet />
        </Paper>
      </Box>
      <Box component="aside" className={classes.brandColumn} aria-label={PRODUCT_NAME}>
        <Stack align="center" gap="md" data-testid="product-brand">
          <Box className={classes.mark}>
            <LogoMark size={120} variant="white" />
          </Box>
          <Text component="p" c="white" className={classes.name}>
            {PRODUCT_NAME}
          </Text>
          <Text component="p" c="white" className={classes.tagline} data-testid="product-tagline">
            {PRODUCT_TAGLINE}
          </Text>
        </Stack>
      </Box>
    </Flex>
  );
}
