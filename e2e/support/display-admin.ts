// What an administrator sets up for a display through the console's API: schedules and display groups
// (configuration, staged to the configurator and committed, ADR 0010) and display profiles.
import { type APIRequestContext, expect } from '@playwright/test';
import type { Account } from './accounts';
import { graphql, postLogin } from './api';

/** The configurator's code for "none" in schedules and display groups (spec part 2 §3). */
export const NONE = 255;

export interface ProfileSetting {
  system_id: number;
  weekday_schedule_id: number;
  weekday_display_group_1_id: number;
  weekday_display_group_2_id: number;
  weekday_display_group_3_id: number;
  weekday_display_group_4_id: number;
  weekday_display_group_5_id: number;
  weekend_schedule_id: number;
  weekend_display_group_1_id: number;
  weekend_display_group_2_id: number;
  weekend_display_group_3_id: number;
  weekend_display_group_4_id: number;
  weekend_display_group_5_id: number;
}

/**
 * One schedule with up to five display groups, the same on weekdays and at weekends (so the weekend
 * window does not matter): `groups[i]` is shown during the schedule's slot i + 1.
 */
export function sameEveryDay(systemId: number, scheduleId: number, groups: readonly number[]): ProfileSetting {
  const group = (i: number) => groups[i] ?? NONE;
  return {
    system_id: systemId,
    weekday_schedule_id: scheduleId,
    weekday_display_group_1_id: group(0),
    weekday_display_group_2_id: group(1),
    weekday_display_group_3_id: group(2),
    weekday_display_group_4_id: group(3),
    weekday_display_group_5_id: group(4),
    weekend_schedule_id: scheduleId,
    weekend_display_group_1_id: group(0),
    weekend_display_group_2_id: group(1),
    weekend_display_group_3_id: group(2),
    weekend_display_group_4_id: group(3),
    weekend_display_group_5_id: group(4),
  };
}

export interface Profile {
  id: number;
  name: string;
  slug: string;
}

export interface Connection {
  section_id: number;
  call_type_id: number;
}

/** A profile in German, normal font size, not fullscreen, no video, presences shown. */
function profileDefaults(name: string) {
  return { name, font_size: 'NORMAL', fullscreen: false, locale: 'de', show_video_stream: false, show_presences: true };
}

/** A configuration change waits this long for the configurator's commit to come back as imported. */
const COMMIT_TIMEOUT_MS = 30_000;

export class DisplayAdmin {
  private constructor(private readonly request: APIRequestContext) {}

  static async signIn(request: APIRequestContext, account: Account): Promise<DisplayAdmin> {
    const reply = await postLogin(request, account);
    if (!reply.ok) throw new Error(`${account.name} cannot sign in through the API`);
    return new DisplayAdmin(request);
  }

  private async mutate<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const reply = await graphql<T>(this.request, query, variables);
    if (!reply.data || reply.errors) throw new Error(`${query}: ${JSON.stringify(reply.errors)}`);
    return reply.data;
  }

  /** A schedule of the system context; `times` ascending HH:mm. Staged to the configurator. */
  async createSchedule(name: string, times: readonly string[]): Promise<number> {
    const data = Object.fromEntries([['name', name], ...times.map((time, i) => [`time_${i + 1}`, time])]);
    type Reply = { createSchedule: { id: number } };
    const reply = await this.mutate<Reply>('mutation ($data: ScheduleInput!) { createSchedule(data: $data) { id } }', {
      data,
    });
    return reply.createSchedule.id;
  }

  /** A display group of the system context showing these call types of these sections. Staged. */
  async createDisplayGroup(name: string, connections: readonly Connection[]): Promise<number> {
    type Reply = { createDisplayGroup: { id: number } };
    const reply = await this.mutate<Reply>(
      'mutation ($data: DisplayGroupInput!) { createDisplayGroup(data: $data) { id } }',
      { data: { name, connections } },
    );
    return reply.createDisplayGroup.id;
  }

  async deleteSchedules(ids: readonly number[]): Promise<void> {
    await this.mutate('mutation ($ids: [Int!]!) { deleteSchedules(ids: $ids) }', { ids });
  }

  async deleteDisplayGroups(ids: readonly number[]): Promise<void> {
    await this.mutate('mutation ($ids: [Int!]!) { deleteDisplayGroups(ids: $ids) }', { ids });
  }

  /** What the next commit would bring (the /sync page's list). */
  async pendingItems(): Promise<{ kind: string; id: number; state: string }[]> {
    type Reply = { syncItems: { items: { kind: string; id: number; state: string }[] } };
    return (await this.mutate<Reply>('{ syncItems { items { kind id state } } }', {})).syncItems.items;
  }

  /**
   * Commits what is staged and waits until the configurator has distributed it and the console has
   * imported the result: nothing is left for the next commit.
   */
  async commitAndWait(): Promise<void> {
    await this.mutate('mutation { commitConfig { status } }', {});
    await expect
      .poll(async () => (await this.pendingItems()).length, { timeout: COMMIT_TIMEOUT_MS, intervals: [250] })
      .toBe(0);
    await expect
      .poll(
        async () => {
          const reply = await graphql<{ configChangelog: { status: string } }>(
            this.request,
            '{ configChangelog { status } }',
          );
          return reply.data?.configChangelog.status;
        },
        { timeout: COMMIT_TIMEOUT_MS, intervals: [250] },
      )
      .toBe('ready');
  }

  /** Ids of the schedules and display groups of the system context (as the console holds them). */
  async configIds(): Promise<{ schedules: number[]; displayGroups: number[] }> {
    type Reply = { schedules: { items: { id: number }[] }; displayGroups: { items: { id: number }[] } };
    const reply = await this.mutate<Reply>('{ schedules { items { id } } displayGroups { items { id } } }', {});
    return {
      schedules: reply.schedules.items.map((s) => s.id),
      displayGroups: reply.displayGroups.items.map((g) => g.id),
    };
  }

  /** The systems the console knows; a fresh install has the one the setup wizard connected. */
  async systemIds(): Promise<number[]> {
    type Reply = { publicSystemParams: { id: number }[] };
    return (await this.mutate<Reply>('{ publicSystemParams { id } }', {})).publicSystemParams.map((s) => s.id);
  }

  async createProfile(name: string, settings: readonly ProfileSetting[]): Promise<Profile> {
    type Reply = { createDisplayProfile: Profile };
    const input = { ...profileDefaults(name), settings };
    const reply = await this.mutate<Reply>(
      'mutation ($input: DisplayProfileInput!) { createDisplayProfile(input: $input) { id name slug } }',
      { input },
    );
    return reply.createDisplayProfile;
  }

  /** Another schedule and display-group setting for a profile (the rest as createProfile made it). */
  async updateProfileSettings(profile: Profile, settings: readonly ProfileSetting[]): Promise<void> {
    const input = { ...profileDefaults(profile.name), id: profile.id, settings };
    await this.mutate('mutation ($input: DisplayProfileInput!) { updateDisplayProfile(input: $input) { id } }', {
      input,
    });
  }

  async deleteProfiles(ids: readonly number[]): Promise<void> {
    await this.mutate('mutation ($ids: [Int!]!) { deleteDisplayProfile(ids: $ids) { id } }', { ids });
  }
}
