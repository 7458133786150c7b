<?php
/**
 * The page preloader (hidden by the header island once the page has loaded,
 * and by its styles after a few seconds should scripts not run).
 *
 * Override: yourtheme/vitrina/header/preloader.php. Keep the class.
 *
 * @package Vitrina
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="vitrina-preloader" data-vitrina-preloader aria-hidden="true"><span class="vitrina-preloader__spinner"></span></div>
