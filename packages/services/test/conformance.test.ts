import { describeConformance } from '@frontdesk/test-support';
import * as services from '../src/index.js';

describeConformance('covers every services call of wire.md (rows 7-27) and the Calendar Events V3 calls (not in wire.md)', services, {
  calls: [
    'bulkDeleteServices',
    'bulkDeleteServicesByFilter',
    'bulkUpdateServices',
    'bulkUpdateServicesByFilter',
    'cancelEvent',
    'cloneService',
    'countServices',
    'createEvent',
    'createService',
    'deleteService',
    'disablePricingPlansForService',
    'enablePricingPlansForService',
    'getService',
    'queryBookingForms',
    'queryCategories',
    'queryEvents',
    'queryLocations',
    'queryPolicies',
    'queryServices',
    'searchServices',
    'setCustomSlug',
    'setServiceLocations',
    'updateService',
    'validateSlug',
  ],
});
