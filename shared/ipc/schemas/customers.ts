import { z } from 'zod';
import { customerSchema } from '../../api/schemas/customers';
import { customerNumber, profileId } from './common';
import { appValue } from './reads/read-channel';

/** The active profile's customers and which one calls act for. */
export const customerList = z.object({
  profileId: z.string(),
  /** As the service listed them (checked with the catalog's own codec). */
  customers: z.array(appValue(customerSchema)),
  selectedCustomer: z.string().nullable(),
});
export type CustomerList = z.infer<typeof customerList>;

/** customers.reachable: refresh asks the service again instead of answering from this session's cache. */
export const listCustomersInput = z.strictObject({ refresh: z.boolean().optional() }).optional();
export type ListCustomersInput = z.input<typeof listCustomersInput>;

/** customers.select: the customer calls act for (kept per profile); refused when profileId is no longer the active profile. */
export const selectCustomerInput = z.strictObject({ profileId, customerNumber });
export type SelectCustomerInput = z.input<typeof selectCustomerInput>;

/** Pushed when the selected customer changes. */
export const customerChanged = z.object({ profileId, customerNumber: customerNumber.nullable() });
export type CustomerChanged = z.infer<typeof customerChanged>;
