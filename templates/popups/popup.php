<?php
/**
 * A popup: overlay, dialog, title, content and close button (docs/popups.md).
 * The popups island opens it; until then it is hidden.
 *
 * Themes may override it at vitrina/popups/popup.php.
 *
 * @package Vitrina
 *
 * @var array{id: int, title: string, label: string, content: string, settings: array<string, mixed>} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrina_id       = (int) $args['id'];
$vitrina_title_id = 'vitrina-popup-title-' . $vitrina_id;
$vitrina_settings = (string) wp_json_encode( $args['settings'], JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
?>
<div id="pum-<?php echo esc_attr( (string) $vitrina_id ); ?>" class="vitrina-popup pum-overlay" data-popup-id="<?php echo esc_attr( (string) $vitrina_id ); ?>" data-vitrina-popup="<?php echo esc_attr( $vitrina_settings ); ?>" hidden>
	<div class="vitrina-popup__container" role="dialog" aria-modal="true" tabindex="-1"
	<?php if ( '' !== $args['title'] ) : ?>
		aria-labelledby="<?php echo esc_attr( $vitrina_title_id ); ?>"
	<?php else : ?>
		aria-label="<?php echo esc_attr( $args['label'] ); ?>"
	<?php endif; ?>
	>
		<?php if ( '' !== $args['title'] ) : ?>
			<div id="<?php echo esc_attr( $vitrina_title_id ); ?>" class="vitrina-popup__title"><?php echo esc_html( $args['title'] ); ?></div>
		<?php endif; ?>
		<div class="vitrina-popup__content">
			<?php echo $args['content']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the popup's post content, rendered by the content filters like any post. ?>
		</div>
		<button type="button" class="vitrina-popup__close" aria-label="<?php esc_attr_e( 'Close', 'vitrina' ); ?>"><span aria-hidden="true">&times;</span></button>
	</div>
</div>
