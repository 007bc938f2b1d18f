//! The wire types of the webhook endpoints (`/api/v1/webhooks`) and the
//! `WebhookEvent` schema: the service's views themselves
//! (`service::views::players`).

pub use crate::service::views::players::{
    DeliveryAttempt, DeliveryPage, NewWebhook, Webhook, WebhookEvent, WebhookPage,
};
