import { describe, expect, it } from 'vitest';
import { payrollServicesSchema } from './page-schemas';
import { payrollServices } from './payroll-services';

describe('payroll services content', () => {
  it('matches its schema', () => {
    expect(payrollServicesSchema.safeParse(payrollServices).error?.issues).toBeUndefined();
  });

  it('shows 5,000+ employees, 99.9% accuracy and the 8% Dutch holiday allowance', () => {
    const figures = payrollServices.excellence.items.map((stat) => stat.value.en);
    expect(figures).toEqual(expect.arrayContaining(['5,000+', '99.9%']));
    const dutchRules = payrollServices.requirements.items[1]?.points.map((point) => point.en) ?? [];
    expect(dutchRules.some((rule) => rule.includes('Holiday allowance of 8%'))).toBe(true);
  });

  it('sends people to the finance department', () => {
    expect(payrollServices.cta.primary.href).toBe('/contact?department=finance');
  });
});
