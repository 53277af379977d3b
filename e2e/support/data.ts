import { randomInt } from 'node:crypto';
import { verhoeffCheckDigit } from '@kisansetu/contract';

export type Role = 'user' | 'seller';

/** A person the tests sign up: every value valid for the signup form and the server. */
export interface Person {
  role: Role;
  fullName: string;
  email: string;
  phoneNumber: string;
  address: string;
  password: string;
  /** Sellers only: 12 digits, not starting with 0 or 1, ending in a correct Verhoeff check digit. */
  aadhaarNumber?: string;
}

/** What the helpers need of a TestInfo or WorkerInfo: the project (viewport) name. */
export interface RunInfo {
  project: { name: string };
}

/** A short tag unique to this run, test, project and retry, so parallel tests never share an account or a crop. */
export function uniqueTag(testInfo: RunInfo): string {
  const project = testInfo.project.name.replace(/[^a-z0-9]/gi, '').toLowerCase();
  return `${project}${Date.now().toString(36)}${randomInt(36 ** 4)
    .toString(36)
    .padStart(4, '0')}`;
}

/** A valid Aadhaar number: 11 random digits (first 2-9) and the Verhoeff check digit. */
export function validAadhaar(): string {
  let body = String(randomInt(2, 10));
  while (body.length < 11) body += String(randomInt(10));
  return body + verhoeffCheckDigit(body);
}

const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com'] as const;

export function newPerson(role: Role, testInfo: RunInfo, overrides: Partial<Person> = {}): Person {
  const tag = uniqueTag(testInfo);
  const domain = DOMAINS[randomInt(DOMAINS.length)]!;
  const person: Person = {
    role,
    fullName: role === 'seller' ? `Kisan ${tag}` : `Kharidar ${tag}`,
    email: `${role === 'seller' ? 'farmer' : 'buyer'}.${tag}@${domain}`,
    phoneNumber: `9${String(randomInt(10 ** 8, 10 ** 9))}`,
    address:
      role === 'seller' ? `Lasalgaon, Niphad, Nashik, Maharashtra` : `Andheri East, Mumbai, Maharashtra`,
    password: `Khet-${tag}`,
    ...overrides,
  };
  if (role === 'seller' && person.aadhaarNumber === undefined) person.aadhaarNumber = validAadhaar();
  return person;
}

/** A crop listing as the product form takes it. */
export interface Crop {
  productName: string;
  price: string;
  unit: 'kg' | 'quintal' | 'ton' | 'liters' | 'pieces';
  quantity: string;
  address: string;
  description: string;
  availability: 'in_stock' | 'out_of_stock';
}

/**
 * A crop with a unique name. `kind` is one of the Most Searched crops, so the listing is found from that button too;
 * the address carries the tag, so a search by address finds this listing only.
 */
export function newCrop(kind: string, testInfo: RunInfo, overrides: Partial<Crop> = {}): Crop {
  const tag = uniqueTag(testInfo);
  return {
    productName: `${kind} ${tag}`,
    price: String(randomInt(20, 90)),
    unit: 'kg',
    quantity: String(randomInt(100, 900)),
    address: `Khet ${tag}, Pimpalgaon, Nashik, Maharashtra`,
    description: `Fresh ${kind.toLowerCase()} from this week's harvest, graded and packed in 25 kg bags, pickup from the farm gate.`,
    availability: 'in_stock',
    ...overrides,
  };
}
