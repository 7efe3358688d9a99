import { defineEndpoint } from '../endpoint';
import { customerListSchema } from '../schemas/customers';

/** Customer endpoints: they list who the key may act for, so they take no customer-number. */
export const customerEndpoints = {
  'customers.list': defineEndpoint({
    title: 'List customers',
    method: 'GET',
    path: '/auth/api/v1/Customers',
    response: customerListSchema,
    customer: 'none',
  }),
  'customers.associatedClients': defineEndpoint({
    title: 'List associated clients',
    method: 'GET',
    path: '/auth/api/v1/apikey/getassociatedclients',
    response: customerListSchema,
    customer: 'none',
  }),
};
