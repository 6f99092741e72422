-- Balances staff set by hand (POST /admin/gift-cards/:id with `balance`), so a card's history can tell
-- them from what orders spent. user_id is null when the change came from a token without a staff member.
CREATE TABLE gift_card_balance_change (
  id text PRIMARY KEY,
  gift_card_id text NOT NULL REFERENCES gift_card(id),
  previous_balance integer NOT NULL CHECK (previous_balance >= 0),
  balance integer NOT NULL CHECK (balance >= 0),
  user_id text REFERENCES "user"(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gift_card_balance_change_card_idx ON gift_card_balance_change (gift_card_id, created_at);
