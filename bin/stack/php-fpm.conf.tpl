; One PHP-FPM master per web node (bin/stack.sh renders this for node a and
; node b): its own processes, opcache and temporary folder, so that nothing
; one node keeps in memory or on its local disk is seen by the other.
[global]
pid = @RUN@/fpm-@NODE@.pid
error_log = @RUN@/fpm-@NODE@.log
daemonize = yes

[node-@NODE@]
listen = @RUN@/fpm-@NODE@.sock
@FPM_USER@
pm = static
pm.max_children = @FPM_CHILDREN@
catch_workers_output = yes
clear_env = yes
env[PATH] = /usr/local/bin:/usr/bin:/bin
env[VITRINA_SITE] = stack
env[VITRINA_PORT_SITE] = @PORT@
env[VITRINA_NODE] = @NODE@
env[TMPDIR] = @RUN@/node-@NODE@/tmp
php_admin_value[sys_temp_dir] = @RUN@/node-@NODE@/tmp
php_admin_value[upload_tmp_dir] = @RUN@/node-@NODE@/tmp
php_admin_value[session.save_path] = @RUN@/node-@NODE@/tmp
php_admin_value[opcache.enable] = 1
php_admin_value[opcache.validate_timestamps] = 1
php_admin_value[memory_limit] = 512M
php_admin_value[upload_max_filesize] = 64M
php_admin_value[post_max_size] = 64M
php_admin_value[sendmail_path] = /bin/true
