-- Items made for variants created or imported with a count of 0 used to get no level, so the inventory
-- export left them out and a restock started from it could not reach them. New items now always get
-- their level (modules/inventory/variant-items.ts); this gives the earlier ones theirs, at 0, at the
-- same place a new item's count goes: the first location that serves one of its product's channels.
-- Items with any level, or whose variant's product is sold from no location, are left as they are.
INSERT INTO inventory_level (id, inventory_item_id, location_id, stocked_quantity)
SELECT 'ilev_' || upper(substr(md5(x.item_id || random()::text || clock_timestamp()::text), 1, 26)),
       x.item_id, x.location_id, 0
  FROM (
    SELECT DISTINCT ON (ii.id) ii.id AS item_id, sl.id AS location_id
      FROM inventory_item ii
      JOIN product_variant_inventory_item l ON l.inventory_item_id = ii.id AND l.deleted_at IS NULL
      JOIN product_variant pv ON pv.id = l.variant_id AND pv.deleted_at IS NULL AND pv.manage_inventory
      JOIN product_sales_channel psc ON psc.product_id = pv.product_id
      JOIN sales_channel sc ON sc.id = psc.sales_channel_id AND sc.deleted_at IS NULL
      JOIN sales_channel_location scl ON scl.sales_channel_id = sc.id AND scl.deleted_at IS NULL
      JOIN stock_location sl ON sl.id = scl.location_id AND sl.deleted_at IS NULL
     WHERE ii.deleted_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM inventory_level il
                        WHERE il.inventory_item_id = ii.id AND il.deleted_at IS NULL)
     ORDER BY ii.id, sl.created_at, sl.id
  ) x
ON CONFLICT (inventory_item_id, location_id) DO NOTHING;
