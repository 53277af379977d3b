import type { Role } from '@kisansetu/contract';

/** The password of every demo account (published in the README and printed at start: these are not secrets). */
export const DEMO_PASSWORD = 'kisan1234';

export interface DemoPerson {
  fullName: string;
  email: string;
  role: Role;
  phoneNumber: string;
  address: string;
  /** The PIN code of that address (near-me: the account's place is its centre). */
  pincode: string;
  /** First 11 Aadhaar digits (sellers); the 12th is the Verhoeff check digit, computed at seeding. */
  aadhaarBody?: string;
  /** Background of the generated avatar. */
  colour: string;
}

/**
 * Four farmers, each selling from their own part of the country, and three buyers (a retailer, a wholesaler, a
 * household). Emails use the default allowed domains so they pass the login form's check.
 */
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    fullName: 'Ramesh Patil',
    email: 'ramesh.patil@gmail.com',
    role: 'seller',
    phoneNumber: '9822014536',
    address: 'Lasalgaon, Niphad, Nashik, Maharashtra',
    pincode: '422306',
    aadhaarBody: '28473619052',
    colour: '#2f7d32',
  },
  {
    fullName: 'Gurpreet Singh Virk',
    email: 'gurpreet.virk@gmail.com',
    role: 'seller',
    phoneNumber: '9896123470',
    address: 'Gharaunda, Karnal, Haryana',
    pincode: '132114',
    aadhaarBody: '73920485163',
    colour: '#b26a00',
  },
  {
    fullName: 'Lakshmi Gowda',
    email: 'lakshmi.gowda@yahoo.com',
    role: 'seller',
    phoneNumber: '9448207731',
    address: 'Madikeri, Kodagu, Karnataka',
    pincode: '571201',
    aadhaarBody: '51638207494',
    colour: '#6d4c41',
  },
  {
    fullName: 'Mohammad Yousuf Bhat',
    email: 'yousuf.bhat@outlook.com',
    role: 'seller',
    phoneNumber: '9419035582',
    address: 'Pampore, Pulwama, Jammu and Kashmir',
    pincode: '192121',
    aadhaarBody: '96205173840',
    colour: '#8e24aa',
  },
  {
    fullName: 'Sunita Sharma',
    email: 'sunita.sharma@gmail.com',
    role: 'user',
    phoneNumber: '9820311245',
    address: 'Andheri East, Mumbai, Maharashtra',
    pincode: '400069',
    colour: '#1565c0',
  },
  {
    fullName: 'Arjun Mehta',
    email: 'arjun.mehta@yahoo.com',
    role: 'user',
    phoneNumber: '9811450327',
    address: 'Azadpur Mandi, North West Delhi, Delhi',
    pincode: '110033',
    colour: '#c62828',
  },
  {
    fullName: 'Priya Nair',
    email: 'priya.nair@outlook.com',
    role: 'user',
    phoneNumber: '9845062718',
    address: 'Koramangala, Bengaluru, Karnataka',
    pincode: '560034',
    colour: '#00838f',
  },
];

/** A published demo login, for the start-up log and the README. */
export interface DemoLogin {
  email: string;
  password: string;
  role: Role;
  fullName: string;
}

/** Every demo login: the same password for all, each with its role (the login form asks for it). */
export const DEMO_LOGINS: readonly DemoLogin[] = DEMO_PEOPLE.map(({ email, role, fullName }) => ({
  email,
  password: DEMO_PASSWORD,
  role,
  fullName,
}));
