/** A member as the platform sends it (FULL field set), with every date field set. */
export const wireMember = {
  id: 'e3d2c1b0-a9f8-4e7d-b6c5-a4b3c2d1e0f9',
  loginEmail: 'dana@example.com',
  loginEmailVerified: true,
  status: 'APPROVED',
  contactId: 'ct-1',
  contact: {
    firstName: 'Dana',
    lastName: 'Levi',
    phones: ['+972501234567'],
    emails: ['dana@example.com'],
    addresses: [{ id: 'addr-1', addressLine: 'Rothschild Blvd 1', city: 'Tel Aviv', country: 'IL', postalCode: '6688101' }],
    birthdate: '1990-05-17',
    customFields: { 'custom.website': { name: 'Website', value: 'https://dana.example' } },
  },
  profile: { nickname: 'dana', slug: 'dana-levi', photo: { id: 'ph-1', url: 'https://static.example/ph-1.jpg', height: 100, width: 100 } },
  privacyStatus: 'PUBLIC',
  activityStatus: 'ACTIVE',
  createdDate: '2025-11-20T08:15:30.123Z',
  updatedDate: '2025-12-01T10:00:00.000Z',
  lastLoginDate: '2025-12-31T23:59:59.000Z',
  futureField: { kept: true },
} as const;

/** The member's date fields and their ISO values. */
export const memberDates = [
  ['createdDate', '2025-11-20T08:15:30.123Z'],
  ['updatedDate', '2025-12-01T10:00:00.000Z'],
  ['lastLoginDate', '2025-12-31T23:59:59.000Z'],
] as const;
