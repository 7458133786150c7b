<?php
/**
 * The [vitrina_wishlist] page: the island mounts on it (bulk select and
 * remove, groups, sharing); the content is lists/wishlist-content.
 *
 * Override: yourtheme/vitrina/lists/wishlist-page.php. Keep the data attribute.
 *
 * @package Vitrina
 * @var array{content: string, page: int, share: string} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="vitrina-wishlist" data-vitrina-wishlist data-page="<?php echo esc_attr( (string) (int) $args['page'] ); ?>"<?php echo '' !== $args['share'] ? ' data-shared="1"' : ''; ?>>
	<?php echo $args['content']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered by lists/wishlist-content. ?>
</div>
