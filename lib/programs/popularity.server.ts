import "server-only";
/**
 * Server side of /api/programs/popularity: how much each program is really
 * used. Counted in one SQL query:
 * - sessions: workout sessions whose program day belongs to the program;
 * - users: distinct people who trained it (a session on one of its days) or
 *   have it as their active program.
 * Only programs the caller may list are counted (the training_programs
 * collection's list rule), and only totals leave the server.
 *
 * The active program column (users.active_program) arrives with the training
 * pages; it is read through to_jsonb so this query runs with or without it.
 */
import { sql } from "drizzle-orm";
import { listRuleSql } from "@/lib/records/rule-sql";
import { textArray } from "@/lib/records/sqlutil";
import type { RequestInfo } from "@/lib/records/types";
import type { DatabaseHandle } from "@/db";

export interface ProgramPopularity {
  id: string;
  sessions: number;
  users: number;
}

export interface ProgramPopularityAnswer {
  items: ProgramPopularity[];
  totalItems: number;
}

export const POPULARITY_MAX_IDS = 100;

export async function programPopularity(handle: DatabaseHandle, ids: readonly string[] | null, request: RequestInfo): Promise<ProgramPopularityAnswer> {
  const only = ids === null ? sql`true` : sql`p.id = any(${textArray(ids)})`;
  const rows = await handle.rows<ProgramPopularity>(sql`
    with trained as (
      select w.training_program as program, s."user" as person, s.id as session
        from workout_sessions s
        join program_days d on d.id = s.program_day
        join program_weeks w on w.id = d.program_week
    ),
    active as (
      select to_jsonb(u) ->> 'active_program' as program, u.id as person
        from users u
    ),
    people as (
      select program, person from trained
      union
      select program, person from active where program is not null
    )
    select p.id,
           (select count(*) from trained t where t.program = p.id)::int as sessions,
           (select count(*) from people x where x.program = p.id)::int as users
      from training_programs p
     where ${only}
       and ${listRuleSql("training_programs", "p", request)}
     order by sessions desc, users desc, p.created desc`);
  return { items: rows, totalItems: rows.length };
}
