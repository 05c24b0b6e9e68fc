// A technician extends the system tree in the browser and commits it to the call system: the new
// room and radio device wait on /sync, the commit runs with its progress on the page, the simulated
// configurator then holds the device, and a press of its button reaches the call display.
import { PERMISSION_GROUPS } from '../../packages/domain/src/permissions/catalogue';
import { deAdmin } from '../support/admin-texts';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { Simulator } from '../support/simulator';
import { pattern } from '../support/texts';
import { signIn } from '../support/ui';

const { tree, sync, display } = deAdmin;

const TECHNICIAN = { name: 'technik.e2e', password: 'Werkstatt-Funk-9' };
/** Every finer tree permission (structure, devices, sections, call-system data, sync) and the admin module. */
const TECHNICIAN_PERMISSIONS = [
  ...PERMISSION_GROUPS.systemtree.map((action) => `systemtree::${action}`),
  'admin::use_module',
];

// From the simulator's care-home fixture, which the wizard's configurator step imported.
const FLOOR = '1. OG';
const SECTION = 'Wohnbereich 1. OG';
const CALL_SOURCE = '3 Medaillon';
const HUB = 'Funk-Hub 1. OG';

const ROOM = 'Zimmer 109';
// Device texts are upper-cased as typed (spec part 1 §5 text filter).
const DEVICE = { name: 'Medaillon Lina Graf', textShort: 'M 109', textLong: 'MEDAILLON ZI 109', number: '1095' };

/** Long enough to watch the progress grow on /sync, short enough for the test (the stack's default is 20 s). */
const COMMIT_MS = 6_000;

test('a technician adds a room and a radio device, commits them, and the device calls the display', async ({
  page,
  adminApi,
  stack,
}) => {
  test.setTimeout(120_000);
  const simulator = new Simulator(stack.simulatorAddress);
  const role = await adminApi.createRole('Haustechnik', TECHNICIAN_PERMISSIONS);
  await adminApi.createUser({ ...TECHNICIAN, role_ids: [role.id] });
  const previous = await simulator.commitSettings();
  await simulator.commitSettings({ commit_ms: COMMIT_MS });

  try {
    await signIn(page, TECHNICIAN);
    await expect(page).toHaveURL('/tree');
    await expect(page.getByRole('heading', { name: tree.list.title })).toBeVisible();
    const dialog = page.getByRole('dialog');
    const field = (label: string) => dialog.getByRole('textbox', { name: label, exact: true });
    const choose = async (label: string, option: string) => {
      await dialog.getByRole('combobox', { name: label, exact: true }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    const save = async () => {
      await dialog.getByRole('button', { name: tree.form.save }).click();
      await expect(page.getByRole('status').filter({ hasText: tree.notify.saved })).toBeVisible();
      await expect(dialog).toBeHidden();
    };

    await test.step('a room under the floor, in the floor’s section', async () => {
      await page.getByRole('row', { name: FLOOR, exact: true }).click();
      await expect(page).toHaveURL(/\/tree\/edit\/\d+$/);
      await dialog.getByRole('button', { name: tree.form.addChild }).click();
      await expect(page).toHaveURL(/\/tree\/edit\/-1\?parent=\d+$/);
      await expect(dialog.getByRole('heading', { name: tree.form.new })).toBeVisible();
      // A technician who may build structure starts with a room.
      await expect(dialog.getByRole('combobox', { name: tree.form.fields.kind, exact: true })).toHaveValue(
        tree.kinds.room,
      );
      await field(tree.form.fields.name).fill(ROOM);
      await choose(tree.form.fields.section_id, SECTION);
      await save();
      await expect(page.getByRole('row', { name: ROOM, exact: true })).toBeVisible();
    });

    await test.step('a radio device in the room, with its call-system data', async () => {
      await page.getByRole('row', { name: ROOM, exact: true }).click();
      await dialog.getByRole('button', { name: tree.form.addChild }).click();
      await expect(dialog.getByRole('heading', { name: tree.form.new })).toBeVisible();
      await choose(tree.form.fields.kind, tree.kinds.radio);
      await field(tree.form.fields.name).fill(DEVICE.name);
      await field(tree.form.fields.text_short).fill(DEVICE.textShort);
      await field(tree.form.fields.text_long).fill(DEVICE.textLong);
      await choose(tree.form.fields.section_id, SECTION);
      await field(tree.form.fields.number).fill(DEVICE.number);
      await choose(tree.form.fields.call_source_id, CALL_SOURCE);
      await choose(tree.form.fields.hub_id, HUB);
      await dialog.getByLabel(tree.form.fields.buttons, { exact: true }).click();
      await page.getByRole('option', { name: tree.buttons.medallion, exact: true }).click();
      await save();
      const row = page.getByRole('row', { name: DEVICE.name, exact: true });
      await expect(row).toBeVisible();
      await expect(row).toContainText(DEVICE.textLong);
    });

    const nodes = page.getByRole('region', { name: sync.kinds.system_tree_nodes });
    const item = (name: string) => nodes.getByRole('button', { name, exact: false });

    await test.step('/sync lists both as created, with the device’s fields', async () => {
      await page.goto('/sync');
      await expect(page.getByRole('heading', { name: sync.title })).toBeVisible();
      await expectAccessible(page, 'sync');
      // Staged on the configurator already (it is reachable), created by the next commit.
      for (const name of [ROOM, DEVICE.name]) {
        await expect(item(name)).toContainText(sync.actions.created);
        await expect(item(name)).toContainText(sync.states.sent);
      }
      await item(DEVICE.name).click();
      await expect(nodes.getByRole('region', { name: DEVICE.name })).toContainText(DEVICE.textLong);
    });

    await test.step('the commit runs with visible progress and ends in sync', async () => {
      await page.getByRole('button', { name: sync.commit.button }).click();
      await page.getByRole('dialog').getByRole('button', { name: sync.commit.confirm }).click();

      const progress = page.getByRole('alert').filter({ hasText: sync.progress.title });
      await expect(progress).toBeVisible();
      await expect(progress).toContainText(sync.progress.text);
      // The configurator reports its progress in steps; the page shows it growing above zero.
      const percent = progress.getByText(pattern(sync.progress.percent));
      const shown = async () => Number(pattern(sync.progress.percent).exec((await percent.textContent()) ?? '')?.[1]);
      await expect.poll(shown, { timeout: COMMIT_MS }).toBeGreaterThan(0);
      // Nothing can be started twice meanwhile.
      await expect(page.getByRole('button', { name: sync.commit.button })).toBeDisabled();

      await expect(page.getByRole('status').filter({ hasText: sync.commit.done })).toBeVisible({
        timeout: COMMIT_MS + 15_000,
      });
      await expect(progress).toBeHidden();
      // The import after the commit takes the items off the list.
      for (const name of [ROOM, DEVICE.name]) await expect(item(name)).toBeHidden({ timeout: 15_000 });
    });

    const committed = await test.step('the configurator now holds the room and the device', async () => {
      const read = async () => {
        const config = await simulator.committed();
        const nodes = config.system_tree_nodes;
        return {
          room: nodes.find((n) => n.name === ROOM),
          device: nodes.find((n) => n.name === DEVICE.name),
          section: config.sections.find((s) => s.name === SECTION),
        };
      };
      await expect.poll(async () => (await read()).device?.kind).toBe('radio');
      const { room, device, section } = await read();
      expect(section).toBeDefined();
      expect(room).toMatchObject({ kind: 'room', section_id: section?.id });
      expect(device).toMatchObject({
        parent_id: room?.id,
        section_id: section?.id,
        text_short: DEVICE.textShort,
        text_long: DEVICE.textLong,
        call_source_id: expect.any(Number),
        buttons: ['medallion'],
      });
      return device ?? (undefined as never);
    });

    await test.step('its button raises a call the display shows with the new text', async () => {
      await page.goto('/display');
      const calls = page.getByRole('list', { name: display.calls.title });
      const tile = calls.getByRole('listitem').filter({ hasText: DEVICE.textLong });
      await expect(page.getByRole('banner')).toContainText(display.header.title);
      await expect(page.getByLabel(display.loading)).toBeHidden();
      await expect(tile).toBeHidden();

      const pressed = await simulator.press(committed.id, 'medallion');
      expect(pressed.effects).toEqual([{ action: 'open', call: 'alert' }]);
      await expect(tile).toBeVisible({ timeout: 15_000 });
      await expect(tile).toContainText(display.urgency.normal);

      // The next press ends the call, and the wall follows.
      await simulator.press(committed.id, 'medallion');
      await expect(tile).toBeHidden({ timeout: 15_000 });
    });
  } finally {
    await simulator.commitSettings({ commit_ms: previous.commit_ms });
  }
});
