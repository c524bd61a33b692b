import { describeConformance } from '@frontdesk/test-support';
import * as bookings from '../src/index.js';

describeConformance('covers every bookings call of wire.md (rows 1-6, 28-48) plus the three attendance calls', bookings, { calls: 30 });
