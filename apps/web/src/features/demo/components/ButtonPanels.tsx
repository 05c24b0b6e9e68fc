import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DemoLayout } from '../demo-api';
import type { DemoButtons } from '../useDemoButtons';
import { DeviceButtons } from './DeviceButtons';
import classes from './demo.module.css';
import { Medallion, MedallionOverlay } from './Medallion';

/** Left side of the demo (spec part 2 §2): a panel per device, grouped by floor. */
export function ButtonPanels(props: { layout: DemoLayout; buttons: DemoButtons }) {
  const { t } = useTranslation('demo');
  const { buttons } = props;
  return (
    <Stack gap="lg" data-tour="buttons">
      {buttons.failed && (
        <Alert color="red" role="alert" title={t('errors.triggerTitle')}>
          {t('errors.trigger')}
        </Alert>
      )}
      {props.layout.floors.map((floor) => (
        <section key={floor.name} aria-labelledby={`demo-floor-${floor.name}`}>
          <Title order={2} size="h4" id={`demo-floor-${floor.name}`} mb="xs">
            {floor.name}
          </Title>
          <Stack gap="sm">
            {floor.devices.map((device) => {
              const label = device.room ?? device.name;
              const resident = device.resident ?? device.medallion?.name ?? '';
              return (
                <article key={device.id} className={classes.panel} aria-label={label} data-device={device.id}>
                  <div className={classes.panelText}>
                    <Text fw={700}>{label}</Text>
                    {device.resident && <Text size="sm">{device.resident}</Text>}
                    <Text size="xs" c="dimmed">
                      {device.name}
                    </Text>
                  </div>
                  <DeviceButtons
                    label={label}
                    lights={buttons.lights(device.id)}
                    onPress={(button) => buttons.press(device, button)}
                  />
                  {device.medallion && <Medallion resident={resident} onPress={() => buttons.pressMedallion(device)} />}
                  {device.medallion && buttons.overlay(device.medallion.id) && (
                    <MedallionOverlay resident={resident} onClose={() => buttons.pressMedallion(device)} />
                  )}
                </article>
              );
            })}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
