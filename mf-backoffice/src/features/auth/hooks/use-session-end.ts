import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { StaffMember } from 'contracts/staff';
import { useQueryClient } from 'shared-ui';
import { lastStaffRequestAt, setSessionEndedHandler, STAFF_QUERY_ROOT } from '../../../lib/staff-api';
import { staffSessionQueryOptions } from '../api/get-staff-session';

/** The server ends a staff session after 30 minutes without a request (issue 32). */
export const STAFF_IDLE_LIMIT_MS = 30 * 60_000;

/** Where an ended session lands: the login page says why. */
export const SESSION_ENDED_PATH = '/staff/login?ended=idle';

/**
 * While a member is logged in: a 401 from any staff call (the idle end, a deactivation) drops every back-office
 * answer and opens the login page with a note. A member who does nothing at all would otherwise keep a screen
 * the server no longer backs, so once the idle limit has passed since the last request the session is asked
 * once more (only then: asking earlier would keep the session alive).
 */
export function useSessionEnd(member: StaffMember | null | undefined): void {
  const client = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    if (!member) return;
    const end = () => {
      navigate(SESSION_ENDED_PATH, { replace: true });
      client.removeQueries({ queryKey: [STAFF_QUERY_ROOT] });
      client.setQueryData(staffSessionQueryOptions().queryKey, null);
    };
    setSessionEndedHandler(end);
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const left = lastStaffRequestAt() + STAFF_IDLE_LIMIT_MS + 1000 - Date.now();
      if (left > 0) timer = setTimeout(check, left);
      else
        void client.fetchQuery(staffSessionQueryOptions()).then((still) => {
          if (still) timer = setTimeout(check, STAFF_IDLE_LIMIT_MS);
          else end();
        });
    };
    timer = setTimeout(check, STAFF_IDLE_LIMIT_MS);
    return () => {
      clearTimeout(timer);
      setSessionEndedHandler(null);
    };
  }, [member, client, navigate]);
}
