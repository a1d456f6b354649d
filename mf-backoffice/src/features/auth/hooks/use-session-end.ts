import { useEffect } from 'react';
import type { StaffMember } from 'contracts/staff';
import { useQueryClient } from 'shared-ui/state';
import { lastStaffRequestAt, setSessionEndedHandler, STAFF_QUERY_ROOT } from '../../../lib/staff-api';
import { staffSessionQueryOptions } from '../api/get-staff-session';

/** The server ends a staff session after 30 minutes without a request (issue 32). */
export const STAFF_IDLE_LIMIT_MS = 30 * 60_000;

/** Where an ended session lands: the login page says why. */
export const SESSION_ENDED_PATH = '/staff/login?ended=idle';

/** Whether the session now gone was ended by the server (idle, deactivated) rather than by Log out. */
let endedByServer = false;
export const sessionEndedByServer = () => endedByServer;

/**
 * While a member is logged in: a 401 from any staff call (the idle end, a deactivation) drops every back-office
 * answer, and the pages then send the member to the login page with a note (back-office-app.tsx). A member who
 * does nothing at all would otherwise keep a screen the server no longer backs, so once the idle limit has
 * passed since the last request the session is read again (only then: reading it earlier would keep it alive).
 */
export function useSessionEnd(member: StaffMember | null | undefined): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!member) return;
    endedByServer = false;
    setSessionEndedHandler(() => {
      endedByServer = true;
      client.removeQueries({ queryKey: [STAFF_QUERY_ROOT] });
      client.setQueryData(staffSessionQueryOptions().queryKey, null);
    });
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const left = lastStaffRequestAt() + STAFF_IDLE_LIMIT_MS + 1000 - Date.now();
      if (left > 0) {
        timer = setTimeout(check, left);
        return;
      }
      // If the answer is "nobody", the pages leave for the login page; if not, the next check is a limit away.
      endedByServer = true;
      void client.invalidateQueries({ queryKey: staffSessionQueryOptions().queryKey });
      timer = setTimeout(check, STAFF_IDLE_LIMIT_MS);
    };
    timer = setTimeout(check, STAFF_IDLE_LIMIT_MS);
    return () => {
      clearTimeout(timer);
      setSessionEndedHandler(null);
    };
  }, [member, client]);
}
