-- The notifications list filters on these columns.
CREATE INDEX notification_event_name_idx ON notification (event_name, created_at);
CREATE INDEX notification_resource_type_idx ON notification (resource_type, created_at);
CREATE INDEX notification_to_idx ON notification ("to", created_at);
