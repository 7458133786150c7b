<?php
/**
 * The subscription form ([vitrina_subscribe]); the popups island sends it
 * (pum_sub_form). Themes may override it at vitrina/popups/subscribe-form.php.
 *
 * @package Vitrina
 *
 * @var array{button: string, popup_id: int, name_field: bool, consent: string, uid: string} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrina_uid = $args['uid'];
?>
<form class="vitrina-form vitrina-subscribe-form" data-vitrina-form="pum_sub_form" method="post" novalidate>
	<div class="vitrina-form__messages" role="status" aria-live="polite"></div>
	<?php if ( $args['name_field'] ) : ?>
		<p class="vitrina-form__field">
			<label for="<?php echo esc_attr( $vitrina_uid . '-name' ); ?>"><?php esc_html_e( 'Name', 'vitrina' ); ?></label>
			<input id="<?php echo esc_attr( $vitrina_uid . '-name' ); ?>" type="text" name="name" maxlength="100" autocomplete="name" />
		</p>
	<?php endif; ?>
	<p class="vitrina-form__field">
		<label for="<?php echo esc_attr( $vitrina_uid . '-email' ); ?>"><?php esc_html_e( 'E-mail', 'vitrina' ); ?> <span aria-hidden="true">*</span></label>
		<input id="<?php echo esc_attr( $vitrina_uid . '-email' ); ?>" type="email" name="email" required aria-required="true" autocomplete="email" inputmode="email" />
	</p>
	<p class="vitrina-form__field vitrina-form__field--consent">
		<input id="<?php echo esc_attr( $vitrina_uid . '-consent' ); ?>" type="checkbox" name="consent" value="1" required aria-required="true" />
		<label for="<?php echo esc_attr( $vitrina_uid . '-consent' ); ?>"><?php echo esc_html( $args['consent'] ); ?></label>
	</p>
	<p class="vitrina-form__hp" aria-hidden="true">
		<label for="<?php echo esc_attr( $vitrina_uid . '-hp' ); ?>"><?php esc_html_e( 'Leave this field empty', 'vitrina' ); ?></label>
		<input id="<?php echo esc_attr( $vitrina_uid . '-hp' ); ?>" type="text" name="vitrina_hp" value="" tabindex="-1" autocomplete="off" />
	</p>
	<input type="hidden" name="popup_id" value="<?php echo esc_attr( (string) $args['popup_id'] ); ?>" />
	<p class="vitrina-form__actions">
		<button type="submit" class="button vitrina-form__submit"><?php echo esc_html( $args['button'] ); ?></button>
	</p>
</form>
