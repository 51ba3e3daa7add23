import { describe, expect, it } from 'vitest';
import {
  canSeeModule,
  canSeeProduct,
  isMedicineModuleType,
  isNewModule,
  type ModuleVisibility,
  type Viewer,
} from './module-visibility';

const now = new Date('2025-06-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const pta: Viewer = { isStaff: false, job: 'PTA', employeeVerified: true, jobConfirmationPending: false };
const unverifiedPta: Viewer = { ...pta, employeeVerified: false, jobConfirmationPending: false };
const pka: Viewer = { isStaff: false, job: 'PKA', employeeVerified: true, jobConfirmationPending: false };
const staff: Viewer = { isStaff: true, job: null, employeeVerified: false, jobConfirmationPending: false };

const visible: ModuleVisibility = {
  isVisible: true,
  visibleFrom: new Date(now.getTime() - DAY),
  visibleTo: null,
  isVerifiedOnly: false,
  product: { isActive: true, isRxProduct: false },
};

describe('canSeeModule', () => {
  it('shows a visible module inside its window', () => {
    expect(canSeeModule(pka, visible, now)).toBe(true);
    expect(canSeeModule(null, visible, now)).toBe(true);
  });
  it('hides switched-off modules and modules outside the window', () => {
    expect(canSeeModule(pta, { ...visible, isVisible: false }, now)).toBe(false);
    expect(canSeeModule(pta, { ...visible, visibleFrom: new Date(now.getTime() + 1) }, now)).toBe(false);
    expect(canSeeModule(pta, { ...visible, visibleTo: now }, now)).toBe(false);
    expect(canSeeModule(pta, { ...visible, visibleTo: new Date(now.getTime() + 1) }, now)).toBe(true);
  });
  it('shows verified-only modules to verified employees only', () => {
    const verifiedOnly = { ...visible, isVerifiedOnly: true };
    expect(canSeeModule(pta, verifiedOnly, now)).toBe(true);
    expect(canSeeModule(unverifiedPta, verifiedOnly, now)).toBe(false);
    expect(canSeeModule(null, verifiedOnly, now)).toBe(false);
  });
  it('hides modules of inactive and, for unqualified users, Rx products', () => {
    expect(canSeeModule(pta, { ...visible, product: { isActive: false, isRxProduct: false } }, now)).toBe(false);
    const rx = { ...visible, product: { isActive: true, isRxProduct: true } };
    expect(canSeeModule(pta, rx, now)).toBe(true);
    expect(canSeeModule(pka, rx, now)).toBe(false);
    expect(canSeeModule(unverifiedPta, rx, now)).toBe(false);
  });
  it('shows everything to staff', () => {
    const hidden: ModuleVisibility = {
      isVisible: false,
      visibleFrom: new Date(now.getTime() + DAY),
      visibleTo: new Date(now.getTime() - DAY),
      isVerifiedOnly: true,
      product: { isActive: false, isRxProduct: true },
    };
    expect(canSeeModule(staff, hidden, now)).toBe(true);
  });
});

describe('canSeeProduct', () => {
  it('applies the Rx rule of DESIGN §4 to every qualified job', () => {
    const rx = { isActive: true, isRxProduct: true };
    for (const job of ['PTA', 'PHO', 'PHP', 'PHR', 'PHH', 'PIP', 'PST']) {
      expect(canSeeProduct({ isStaff: false, job, employeeVerified: true, jobConfirmationPending: false }, rx)).toBe(
        true,
      );
    }
    for (const job of ['PKA', 'STU', 'CFR', 'CUS', 'CRM', null]) {
      expect(canSeeProduct({ isStaff: false, job, employeeVerified: true, jobConfirmationPending: false }, rx)).toBe(
        false,
      );
    }
    expect(canSeeProduct(null, rx)).toBe(false);
    expect(canSeeProduct(staff, rx)).toBe(true);
    expect(canSeeProduct({ ...pta, jobConfirmationPending: true }, rx)).toBe(false);
    expect(canSeeProduct({ ...pta, jobConfirmationPending: true }, { isActive: true, isRxProduct: false })).toBe(true);
  });
  it('hides inactive products from everyone but staff', () => {
    expect(canSeeProduct(pta, { isActive: false, isRxProduct: false })).toBe(false);
    expect(canSeeProduct(staff, { isActive: false, isRxProduct: false })).toBe(true);
  });
});

describe('isNewModule and module kinds', () => {
  it('marks modules visible for less than 14 days as new', () => {
    expect(isNewModule(new Date(now.getTime() - 13 * DAY), now)).toBe(true);
    expect(isNewModule(new Date(now.getTime() - 14 * DAY), now)).toBe(false);
    expect(isNewModule(new Date(now.getTime() + DAY), now)).toBe(false);
  });
  it('separates medicine modules from manufacturer modules', () => {
    expect([0, 1, 10].every((t) => isMedicineModuleType(t as 0))).toBe(true);
    expect([2, 3, 7, 8, 9].some((t) => isMedicineModuleType(t as 2))).toBe(false);
  });
});
