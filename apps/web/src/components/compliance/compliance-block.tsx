import { can } from '@fletx/contract/roles';
import { Alert, type AlertProps, Text, TextInput } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';

/**
 * The reason of a refused dispatch when the API refused it for compliance (409 with `details` on
 * `compliance.<entityType>.<id>.<item>`, docs/product.md "Compliance"); null for any other error.
 */
export function complianceBlockOf(error: unknown): string | null {
  return error instanceof ApiError &&
    error.statusCode === 409 &&
    error.details.some((d) => d.path.startsWith('compliance.'))
    ? error.message
    : null;
}

/**
 * The override of a compliance block, for the screens that show one: whether this user may give it, the
 * reason typed (trimmed: `reason`), the block's props but its reason (`block`), and the body's part
 * (`overrideFor`: `complianceOverride` when the driver is blocked and a reason is typed, else nothing).
 */
export function useComplianceOverride() {
  const mayOverride = can(useSession().user?.role, 'overrideCompliance');
  const [overrideReason, setOverrideReason] = useState('');
  const reason = overrideReason.trim();
  return {
    mayOverride,
    reason,
    block: { mayOverride, overrideReason, onOverrideReasonChange: setOverrideReason },
    overrideFor: (blockedReason: string | null) =>
      blockedReason && reason ? { complianceOverride: { reason } } : {},
    clear: () => setOverrideReason(''),
  };
}

export type ComplianceBlockProps = Omit<AlertProps, 'title' | 'children'> & {
  /** Why the driver cannot be dispatched (the API's words). */
  reason: string;
  /** Carriers and Admin users (the `overrideCompliance` permission) are asked for an override reason. */
  mayOverride: boolean;
  overrideReason: string;
  onOverrideReasonChange: (reason: string) => void;
};

/**
 * 'Compliance blocks this driver': the reason, then the override reason for those who may dispatch anyway
 * (sent as `complianceOverride: {reason}`), or that only they may. Shown by the load form and by the
 * status changes of Load details.
 */
export function ComplianceBlock({
  reason,
  mayOverride,
  overrideReason,
  onOverrideReasonChange,
  ...alertProps
}: ComplianceBlockProps) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconCertificate size={18} aria-hidden />}
      title="Compliance blocks this driver"
      data-testid="compliance-block"
      {...alertProps}
    >
      <Text size="sm">{reason}</Text>
      {mayOverride ? (
        <TextInput
          mt="xs"
          label="Override reason"
          description="Dispatch anyway: the reason is kept with the load and in its history."
          value={overrideReason}
          onChange={(event) => onOverrideReasonChange(event.currentTarget.value)}
          maxLength={500}
          data-autofocus
        />
      ) : (
        <Text size="sm" mt="xs">
          Only Carriers and Admin users may dispatch this driver with an override.
        </Text>
      )}
    </Alert>
  );
}
