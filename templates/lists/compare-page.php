<?php
/**
 * The [vitrina_compare] page: the island mounts on it (category selector,
 * remove a product or a category); the content is lists/compare-content.
 *
 * Override: yourtheme/vitrina/lists/compare-page.php. Keep the data attribute.
 *
 * @package Vitrina
 * @var array{content: string} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="vitrina-compare" data-vitrina-compare>
	<?php echo $args['content']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered by lists/compare-content. ?>
</div>
