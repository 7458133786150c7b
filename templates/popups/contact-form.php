<?php
/**
 * The contact form ([vitrina_popup_form]); the popups island sends it
 * (pum_form). Themes may override it at vitrina/popups/contact-form.php.
 *
 * @package Vitrina
 *
 * @var array{button: string, popup_id: int, uid: string} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrina_uid = $args['uid'];
?>
<form class="vitrina-form vitrina-popup-form" data-vitrina-form="pum_form" method="post" novalidate>
	<div class="vitrina-form__messages" role="status" aria-live="polite"></div>
	<p class="vitrina-form__field">
		<label for="<?php echo esc_attr( $vitrina_uid . '-name' ); ?>"><?php esc_html_e( 'Name', 'vitrina' ); ?></label>
		<input id="<?php echo esc_attr( $vitrina_uid . '-name' ); ?>" type="text" name="name" maxlength="100" autocomplete="name" />
	</p>
	<p class="vitrina-form__field">
		<label for="<?php echo esc_attr( $vitrina_uid . '-email' ); ?>"><?php esc_html_e( 'E-mail', 'vitrina' ); ?> <span aria-hidden="true">*</span></label>
		<input id="<?php echo esc_attr( $vitrina_uid . '-email' ); ?>" type="email" name="email" required aria-required="true" autocomplete="email" inputmode="email" />
	</p>
	<p class="vitrina-form__field">
		<label for="<?php echo esc_attr( $vitrina_uid . '-message' ); ?>"><?php esc_html_e( 'Message', 'vitrina' ); ?> <span aria-hidden="true">*</span></label>
		<textarea id="<?php echo esc_attr( $vitrina_uid . '-message' ); ?>" name="message" rows="4" maxlength="5000" required aria-required="true"></textarea>
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
