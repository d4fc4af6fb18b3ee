import { startStandalone } from '@nail-or-never/shared/standalone';
import Section from '../expose/Section';

// The section's own dev page: the routes, sign-in and layout come from the one standalone helper.
startStandalone({ remote: 'general', Section });
