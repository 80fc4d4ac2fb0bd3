import { SessionRef } from '#server/domains/activities/index';
import { RegistrationRef } from '#server/domains/registrations/index';
import { builder, enumValuesNamed } from '#server/graphql/builder';
import { scopeOf } from '#server/graphql/context';
import {
  type AttendanceStatus,
  attendanceOfRegistration,
  attendanceReport,
  type RegistrationAttendance,
  type SessionAttendanceCount,
} from './attendance.service';

const STATUS_NAMES: Record<AttendanceStatus, string> = {
  present: 'Present',
  absent: 'Absent',
  'not-taken': 'NotTaken',
};

const AttendanceStatusEnum = builder.enumType('AttendanceStatus', {
  description:
    'Present (ticked), Absent (the roll was taken without them), NotTaken (nobody in the session was ticked).',
  values: enumValuesNamed(STATUS_NAMES),
});

const RegistrationAttendanceRef = builder
  .objectRef<RegistrationAttendance>('RegistrationAttendance')
  .implement({
    description: 'Whether a registration’s holder was at one of the sessions they hold a place in.',
    fields: (t) => ({
      id: t.id({ resolve: (row) => String(row.sessionId) }),
      session: t.field({ type: SessionRef, resolve: (row) => row.sessionId }),
      status: t.field({ type: AttendanceStatusEnum, resolve: (row) => row.status }),
      walkIn: t.exposeBoolean('walkIn'),
    }),
  });

const SessionAttendanceRef = builder.objectRef<SessionAttendanceCount>('SessionAttendance').implement({
  description: 'Attendance counts for one workshop session.',
  fields: (t) => ({
    id: t.id({ resolve: (row) => String(row.sessionId) }),
    session: t.field({ type: SessionRef, resolve: (row) => row.sessionId }),
    capacity: t.int({ nullable: true, resolve: (row) => row.capacity }),
    placed: t.exposeInt('placed'),
    present: t.exposeInt('present'),
    walkIns: t.exposeInt('walkIns'),
    absent: t.exposeInt('absent'),
    rollTaken: t.exposeBoolean('rollTaken'),
  }),
});

// Registration's own scope lets its owner read it too; attendance is a staff record.
builder.objectField(RegistrationRef, 'attendance', (t) =>
  t.field({
    type: [RegistrationAttendanceRef],
    description: 'Per session they hold a place in: present, absent or not taken. Registration staff.',
    authScopes: { permission: 'registrations' },
    resolve: (registration, _args, context) => attendanceOfRegistration(context.db, registration.id),
  }),
);

builder.queryField('attendanceReport', (t) =>
  t.field({
    type: [SessionAttendanceRef],
    description:
      'Attendance per workshop session of the current festival, in time order. Registration staff.',
    authScopes: { permission: 'registrations' },
    resolve: async (_root, _args, context) => attendanceReport(context.db, await scopeOf(context)),
  }),
);
