import {
  alertCodeSchema,
  alertDeliverySchema,
  alertSettingsSchema,
  alertSettingsUpdateSchema,
  alertStoppedSchema,
} from '../alerts';
import { endpoint } from './define';

/** Alerts by SMS and WhatsApp: the caller's settings, the stop link every alert carries, and delivery reports. */
export const alertsEndpoints = {
  getAlertSettings: endpoint({
    id: 'getAlertSettings',
    method: 'GET',
    path: '/user/alerts',
    access: 'session',
    tag: 'alerts',
    summary: "Where the caller's alerts go (SMS, WhatsApp or none), about what, and how many came this month",
    description:
      'The channel is `sms` once the phone is verified, until the person chooses; without a verified phone it is ' +
      '`none`. Messages and deals are on by default, buyer requests and saved searches off. `sentThisMonth` counts ' +
      'the calendar month, India time.',
    data: alertSettingsSchema,
  }),
  updateAlertSettings: endpoint({
    id: 'updateAlertSettings',
    method: 'PUT',
    path: '/user/alerts',
    access: 'session',
    tag: 'alerts',
    summary: 'Sets the channel, any of the kinds, and the language alerts are written in',
    description:
      'A channel other than `none` needs a verified phone (400 on `channel`: ' +
      "'Verify your mobile number to get alerts on it') and a channel this server sends through (400 on " +
      "`channel`: 'Alerts cannot be sent this way yet'). Kinds left out stay as they were.",
    body: alertSettingsUpdateSchema,
    data: alertSettingsSchema,
  }),
  stopAlerts: endpoint({
    id: 'stopAlerts',
    method: 'POST',
    path: '/alert/stop/{token}',
    access: 'public',
    tag: 'alerts',
    summary: 'Turns the alerts of the person an alert went to off (channel `none`), without a login',
    description:
      "`token` is the code of any alert's links (`/c/{code}`, `/alerts/stop/{code}`), valid 30 days; unknown or " +
      'older: 404. Answers the channel the alerts were on.',
    params: alertCodeSchema,
    data: alertStoppedSchema,
    errors: [404],
  }),
  reportAlertDelivery: endpoint({
    id: 'reportAlertDelivery',
    method: 'POST',
    path: '/alert/delivery',
    access: 'public',
    tag: 'alerts',
    summary: "A provider's delivery report for an alert, by the reference it was sent with (the alert's id)",
    description:
      'Needs `Authorization: Bearer $ALERT_DELIVERY_TOKEN` (401 otherwise, and always while the token is not ' +
      'set). 404 for a reference no alert has. A report may come more than once; the last one stands.',
    body: alertDeliverySchema,
    status: 204,
    errors: [401, 404],
  }),
};
