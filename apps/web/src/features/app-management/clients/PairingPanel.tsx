import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Image, Stack, Text } from '@mantine/core';
import { pairingUrl } from '@wardlight/domain';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppClientRenewPairingDocument, AppClientUnpairDocument } from '../../../generated/graphql';
import { deleteErrorText } from '../../../ui/crud/error-text';
import type { CustomFieldProps } from '../../../ui/crud/field-types';
import { formatDateTime } from '../../../ui/time/date-format';

/** What the panel shows of a stored client; its actions answer with the client as it is then. */
export interface Pairing {
  id: number;
  state: string;
  server_url: string;
  pairing_token: string | null;
  pairing_expires_at: string | null;
  paired_at: string | null;
}

function useQrCode(text: string | null): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setSrc(null);
    if (text)
      QRCode.toDataURL(text, { margin: 1, width: 220 }).then(
        (url) => current && setSrc(url),
        () => current && setSrc(null),
      );
    return () => {
      current = false;
    };
  }, [text]);
  return src;
}

/**
 * An app client's pairing in its edit form (spec part 2 §2 clients, §4 App client state): while unpaired,
 * the QR code a phone scans (`<server_url>/app/?pair=<code>`), the short code to type and its expiry, and a
 * new code on request; a paired phone can be unpaired (asked once more). Actions take effect at once, apart
 * from the form's Save.
 */
export function PairingPanel({ value, readOnly, label }: CustomFieldProps<Pairing | null>) {
  const { t } = useTranslation('appManagement');
  const [client, setClient] = useState(value);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [renew, renewing] = useMutation(AppClientRenewPairingDocument);
  const [unpair, unpairing] = useMutation(AppClientUnpairDocument);
  const expired = !!client?.pairing_expires_at && Date.parse(client.pairing_expires_at) <= Date.now();
  const token = client?.state === 'unpaired' && !expired ? client.pairing_token : null;
  const url = client && token ? pairingUrl(client.server_url, token) : null;
  const qr = useQrCode(url);
  if (!client) return null;

  const run = async (action: () => Promise<Pairing | undefined>) => {
    setError(null);
    setConfirming(false);
    try {
      const next = await action();
      if (next) setClient(next);
    } catch (e) {
      setError(deleteErrorText(e, 'appManagement:clients', t));
    }
  };
  const newCode = () =>
    run(async () => (await renew({ variables: { id: client.id } })).data?.renewAppClientPairing ?? undefined);
  const doUnpair = () =>
    run(async () => (await unpair({ variables: { id: client.id } })).data?.unpairAppClient ?? undefined);

  return (
    <Stack gap="xs" role="group" aria-label={label}>
      <Text fw={500}>{label}</Text>
      {client.state === 'unpaired' && token && (
        <Group align="flex-start" gap="lg">
          {qr ? (
            <Image src={qr} w={220} h={220} alt={t('clients.pairing.qrAlt', { code: token })} />
          ) : (
            <Text c="dimmed">{t('clients.pairing.qrLoading')}</Text>
          )}
          <Stack gap={4}>
            <Text size="sm">{t('clients.pairing.code')}</Text>
            <Text ff="monospace" fz={32} fw={700} data-testid="pairing-code">
              {token}
            </Text>
            <Text size="sm">{t('clients.pairing.expires', { time: formatDateTime(client.pairing_expires_at) })}</Text>
            <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {url}
            </Text>
          </Stack>
        </Group>
      )}
      {client.state === 'unpaired' && !token && <Text>{t('clients.pairing.expired')}</Text>}
      {client.state === 'paired' && (
        <Text>{t('clients.pairing.paired', { time: formatDateTime(client.paired_at) })}</Text>
      )}
      {client.state === 'revoked' && <Text>{t('clients.pairing.revoked')}</Text>}
      {error && <Alert color="red">{error}</Alert>}
      {!readOnly && (
        <Group>
          {client.state !== 'paired' && (
            <Button variant="default" loading={renewing.loading} onClick={() => void newCode()}>
              {t('clients.pairing.renew')}
            </Button>
          )}
          {client.state === 'paired' && !confirming && (
            <Button color="red" variant="light" onClick={() => setConfirming(true)}>
              {t('clients.pairing.unpair')}
            </Button>
          )}
          {confirming && (
            <>
              <Text size="sm">{t('clients.pairing.unpairConfirm')}</Text>
              <Button color="red" loading={unpairing.loading} onClick={() => void doUnpair()}>
                {t('clients.pairing.unpairYes')}
              </Button>
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('clients.pairing.unpairNo')}
              </Button>
            </>
          )}
        </Group>
      )}
    </Stack>
  );
}
