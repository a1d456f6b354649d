-- A colour's image paths (product_variants.images) name each photo's widest served JPEG instead of the one nearest
-- 960 px (issue 32 point 5): shoppers' <picture> reads the top of the photo's width ladder from the path, so a
-- 1600 px photo now reaches a 2x screen whole instead of stopping at 960. The widest served width is the ladder's
-- (contracts' PHOTO_WIDTHS) largest step at most the photo's own, or its own when it is narrower than them all.
-- Orders keep the paths they were placed with (those files stay served). Numbered 0020: feat/bench-photos has a 0019.
UPDATE product_variants v
   SET images = photos.paths
  FROM (SELECT product_id, color,
               array_agg('/api/photos/' || content_hash || '-' ||
                         coalesce((SELECT max(step) FROM unnest(ARRAY[320, 480, 640, 960, 1280, 1600, 2048]) AS step
                                    WHERE step <= width), width) || '.jpg'
                         ORDER BY position) AS paths
          FROM product_photos GROUP BY product_id, color) photos
 WHERE v.product_id = photos.product_id AND v.color = photos.color AND v.images IS DISTINCT FROM photos.paths;
