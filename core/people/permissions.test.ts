import { describe, expect, it } from 'vitest';
import {
  canGrant,
  expandPermissions,
  hasAnyPermission,
  hasPermission,
  impliedPermissions,
  isPermission,
  PERMISSION_TREE,
  PERMISSIONS,
  type Permission,
  type PermissionNode,
  permissionLabel,
} from './permissions';

const sorted = (ps: Iterable<Permission>) => [...ps].sort();

describe('permission tree [PE-1]', () => {
  it('has the spec shape with labels', () => {
    const shape = (n: PermissionNode): unknown =>
      n.children.length ? [n.id, n.label, n.children.map(shape)] : [n.id, n.label];
    expect(PERMISSION_TREE.map(shape)).toEqual([
      [
        'admin',
        'Administrator',
        [
          ['people', 'Manage people', [['permissions', 'Manage permissions']]],
          [
            'activities',
            'Manage activities',
            [
              ['shows', 'Manage shows'],
              ['workshops', 'Manage workshops'],
              ['social_events', 'Manage social events'],
            ],
          ],
          ['registrations', 'Manage registrations'],
          ['content', 'Manage content'],
          ['payments', 'Manage payments'],
        ],
      ],
      ['team_member', 'Team member'],
    ]);
  });

  it('lists every permission in the tree exactly once', () => {
    const ids: string[] = [];
    const walk = (n: PermissionNode) => {
      ids.push(n.id);
      n.children.forEach(walk);
    };
    PERMISSION_TREE.forEach(walk);
    expect(ids.sort()).toEqual([...PERMISSIONS].sort());
  });

  it.each([
    [
      'admin',
      [
        'activities',
        'content',
        'payments',
        'people',
        'permissions',
        'registrations',
        'shows',
        'social_events',
        'workshops',
      ],
    ],
    ['people', ['permissions']],
    ['activities', ['shows', 'social_events', 'workshops']],
    ['permissions', []],
    ['workshops', []],
    ['registrations', []],
    ['team_member', []],
  ] as const)('%s implies %j transitively [PE-1]', (p, expected) => {
    expect(sorted(impliedPermissions(p))).toEqual(expected);
  });

  it.each([
    ['admin', 'Administrator'],
    ['people', 'Manage people'],
    ['social_events', 'Manage social events'],
    ['team_member', 'Team member'],
  ] as const)('labels %s as %s', (p, label) => {
    expect(permissionLabel(p)).toBe(label);
  });

  it('recognises permission names', () => {
    expect(PERMISSIONS.every(isPermission)).toBe(true);
    expect(isPermission('superuser')).toBe(false);
    expect(isPermission('Admin')).toBe(false);
  });
});

describe('hasPermission [PE-2]', () => {
  it.each<[readonly string[], Permission, boolean]>([
    [['workshops'], 'workshops', true], // listed directly
    [['activities'], 'workshops', true], // implied by parent
    [['activities'], 'social_events', true],
    [['workshops'], 'activities', false], // a child does not grant its parent
    [['workshops'], 'shows', false], // nor a sibling
    [['people'], 'permissions', true],
    [['permissions'], 'people', false],
    [['admin'], 'permissions', true], // transitively through people
    [['admin'], 'shows', true],
    [['admin'], 'team_member', true], // holding admin grants everything
    [['team_member'], 'content', false], // team_member implies nothing
    [['team_member'], 'team_member', true],
    [[], 'content', false],
    [['superuser', 'content'], 'content', true], // unknown names are ignored
    [['superuser'], 'content', false],
  ])('%j has %s: %s', (permissions, permission, expected) => {
    expect(hasPermission({ permissions }, permission)).toBe(expected);
  });

  it('gives a missing user no permission', () => {
    for (const p of PERMISSIONS) {
      expect(hasPermission(null, p)).toBe(false);
      expect(hasPermission(undefined, p)).toBe(false);
    }
  });

  it('expands held permissions', () => {
    expect(sorted(expandPermissions(['activities', 'content']))).toEqual([
      'activities',
      'content',
      'shows',
      'social_events',
      'workshops',
    ]);
    expect(expandPermissions(['admin']).size).toBe(PERMISSIONS.length);
  });
});

describe('hasAnyPermission [PE-2]', () => {
  it('is true when any one of the permissions is held, directly or through the tree', () => {
    const kinds: Permission[] = ['workshops', 'shows', 'social_events', 'activities'];
    expect(hasAnyPermission({ permissions: ['shows'] }, kinds)).toBe(true);
    expect(hasAnyPermission({ permissions: ['activities'] }, ['workshops'])).toBe(true);
    expect(hasAnyPermission({ permissions: ['admin'] }, ['team_member'])).toBe(true);
    expect(hasAnyPermission({ permissions: ['registrations', 'content'] }, kinds)).toBe(false);
    expect(hasAnyPermission({ permissions: ['shows'] }, 'workshops')).toBe(false);
    expect(hasAnyPermission({ permissions: [] }, kinds)).toBe(false);
    expect(hasAnyPermission(null, kinds)).toBe(false);
    expect(hasAnyPermission({ permissions: ['shows'] }, [])).toBe(false);
  });
});

describe('canGrant', () => {
  it.each<[readonly string[], Permission, boolean]>([
    [['admin'], 'admin', true],
    [['admin'], 'team_member', true],
    [['people'], 'permissions', true],
    [['people'], 'people', true],
    [['people'], 'workshops', false], // does not hold it
    [['permissions', 'workshops'], 'workshops', true],
    [['permissions', 'activities'], 'shows', true],
    [['permissions', 'workshops'], 'activities', false],
    [['permissions'], 'admin', false],
    [['activities'], 'workshops', false], // holds it but may not manage permissions
    [['team_member'], 'team_member', false],
    [[], 'team_member', false],
  ])('%j may grant %s: %s', (held, permission, expected) => {
    expect(canGrant(held, permission)).toBe(expected);
  });
});
