import { describeConformance } from '@frontdesk/test-support';
import * as orders from '../src/index.js';

describeConformance('covers every orders call of wire.md (rows 73-87)', orders, {
  calls: [
    'cancelOrder',
    'createOfflineOrder',
    'createOnlineOrder',
    'getOfflineOrderPreview',
    'getOnlineOrderPreview',
    'getPricePreview',
    'managementGetOrder',
    'managementListOrders',
    'markAsPaid',
    'memberGetOrder',
    'memberListOrders',
    'pauseOrder',
    'postponeEndDate',
    'requestCancellation',
    'resumeOrder',
  ],
});
